// Part of `npm run bench` (docs/decisions/landing-pages.md): every public page a link can point to,
// opened in Chromium as a first visit (empty cache, a phone the size of Lighthouse's: 412x823 at
// 1.75x) on the built site served as `npm start` serves it (vite preview + the local backend with
// the seed), with no interaction. For each page it prints
// - the JavaScript the page ran before any interaction: every script requested until the page is
//   quiet (load, then no request for QUIET_MS), measured as the gzip (level 9) size of the built
//   file, the unit of the budgets (docs/decisions/prerendering.md);
// - the first-visit transfer: the bytes on the wire for everything the page requested meanwhile
//   (HTML, CSS, scripts, fonts, images, data; as served, Brotli where the browser takes it);
// and fails when a page's JavaScript exceeds the home page's budget or its transfer 200 kB.
//
// Pages: the sitemap's pre-rendered pages (home, institutional and network pages, lists, store,
// manifestos, portal, donation, membership, legal) and the first published item of each kind it
// lists (article, programme, study, track, product, institute, author), plus a module of that track.
//
// Alone: `node scripts/bench-pages.mjs` (after a build). BENCH_PAGES=/,/store limits the pages.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { BUDGET_HOME_KB, gzipCodeSize } from './lib/code-size.mjs'

export const BUDGET_JS_KB = BUDGET_HOME_KB
export const BUDGET_TRANSFER_KB = 200
const QUIET_MS = 1500
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const kb = (n) => `${(n / 1024).toFixed(1)} kB`

function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => done(port))
    })
  })
}

/** The sitemap's paths: every pre-rendered page, then one item of each kind (the first listed). */
export function pagesFromSitemap(xml) {
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const kinds = new Set()
  return paths.filter((path) => {
    const parts = path.split('/').filter(Boolean)
    if (parts.length < 2 || parts[0] === 'institucional' || parts[0] === 'redes-e-projetos')
      return true
    if (kinds.has(parts[0])) return false
    kinds.add(parts[0])
    return true
  })
}

const gzCache = new Map()
/** The gzip size of a built script, by its URL path (/assets/x.js); null when not a built file. */
function gzipOfBuilt(pathname) {
  if (gzCache.has(pathname)) return gzCache.get(pathname)
  const file = join(dist, decodeURIComponent(pathname))
  const size = file.startsWith(dist) && existsSync(file) ? gzipCodeSize(readFileSync(file)) : null
  gzCache.set(pathname, size)
  return size
}

/** One first visit: the scripts it ran and the bytes it transferred before any interaction. */
async function measure(browser, base, path) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const requests = new Map()
  let inFlight = 0
  let last = Date.now()
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!requests.has(e.requestId)) inFlight++
    requests.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, done: false })
    last = Date.now()
  })
  const finish = (id, bytes) => {
    const r = requests.get(id)
    if (!r || r.done) return
    r.done = true
    r.bytes = bytes
    inFlight--
    last = Date.now()
  }
  cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength))
  cdp.on('Network.loadingFailed', (e) => finish(e.requestId, 0))
  try {
    const response = await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 })
    if (!response || response.status() >= 400)
      throw new Error(`${path} answered ${response?.status()}`)
    const deadline = Date.now() + 30_000
    while ((inFlight > 0 || Date.now() - last < QUIET_MS) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    const moduleLink =
      path.startsWith('/trilhas/') && !path.includes('/modulo/')
        ? await page
            .locator('a[href*="/modulo/"]')
            .first()
            .getAttribute('href', { timeout: 1000 })
            .catch(() => null)
        : null
    let js = 0
    let transfer = 0
    const scripts = []
    for (const r of requests.values()) {
      transfer += r.bytes
      const url = new URL(r.url)
      if (r.type === 'Script' && url.origin === base) {
        const size = gzipOfBuilt(url.pathname)
        if (size === null) throw new Error(`${path}: script ${url.pathname} is not a built file`)
        js += size
        scripts.push(url.pathname)
      }
    }
    return { path, js, transfer, requests: requests.size, scripts, moduleLink }
  } finally {
    await context.close()
  }
}

/** The built site served as `npm start` serves it (vite preview + the local backend, in memory). */
export async function startSite() {
  if (!existsSync(join(dist, 'sitemap.xml'))) throw new Error('dist/ is not built (no sitemap.xml)')
  process.env.LOCAL_DB_DIR = 'memory'
  const { preview } = await import('vite')
  const port = await freePort()
  const server = await preview({
    root,
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  })
  const base = `http://127.0.0.1:${port}`
  // The database is created on first use; answer once before measuring.
  for (const start = Date.now(); ;) {
    const res = await fetch(`${base}/rest/v1/`).catch(() => null)
    if (res && res.status < 500) break
    if (Date.now() - start > 120_000) throw new Error('the preview server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  return { base, close: () => server.close() }
}

/** The pages to measure: BENCH_PAGES (comma-separated) or the sitemap's. */
export function landingPages() {
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean)
  return only ?? pagesFromSitemap(readFileSync(join(dist, 'sitemap.xml'), 'utf8'))
}

/** Starts the site, measures every landing page, and stops it. */
export async function benchPages({ log = console.log } = {}) {
  const { chromium } = await import('playwright-core')
  const site = await startSite()
  const { base } = site
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const only = Boolean(process.env.BENCH_PAGES)
    const queue = landingPages()
    const rows = []
    for (let i = 0; i < queue.length; i++) {
      const row = await measure(browser, base, queue[i])
      rows.push(row)
      if (row.moduleLink && !only) queue.splice(i + 1, 0, new URL(row.moduleLink, base).pathname)
    }
    let failed = false
    // The home page is the reference: a page over budget names the scripts the home page does not run.
    const homeScripts = new Set(rows.find((r) => r.path === '/')?.scripts ?? [])
    log(
      `  ${'page (phone 412x823, first visit, no interaction)'.padEnd(58)} ${'JS (gzip)'.padStart(10)} ${'transfer'.padStart(10)}  requests`,
    )
    for (const r of rows) {
      const overJs = r.js > BUDGET_JS_KB * 1024
      const overTransfer = r.transfer > BUDGET_TRANSFER_KB * 1024
      log(
        `  ${r.path.padEnd(58)} ${kb(r.js).padStart(10)} ${kb(r.transfer).padStart(10)}  ${String(r.requests).padStart(8)}${overJs ? '  JS OVER' : ''}${overTransfer ? '  TRANSFER OVER' : ''}`,
      )
      if (overJs) {
        console.error(
          `BUDGET EXCEEDED: ${r.path} ran ${kb(r.js)} of JavaScript before interaction > ${BUDGET_JS_KB} kB; beyond the home page's: ${r.scripts.filter((s) => !homeScripts.has(s)).join(' ')}`,
        )
        failed = true
      }
      if (overTransfer) {
        console.error(
          `BUDGET EXCEEDED: ${r.path} transferred ${kb(r.transfer)} on a first visit > ${BUDGET_TRANSFER_KB} kB`,
        )
        failed = true
      }
    }
    log(
      `  budgets: JavaScript ${BUDGET_JS_KB} kB (the home page's), transfer ${BUDGET_TRANSFER_KB} kB`,
    )
    return { rows, failed }
  } finally {
    await browser.close()
    await site.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchPages()
    .then(({ failed }) => process.exit(failed ? 1 : 0))
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
