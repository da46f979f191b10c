// The production build: the client bundle (dist/), then the server bundle of src/entry-server.tsx
// (.ssr/, deleted after use), then every public page without parameters written to
// dist/<path>/index.html as pre-rendered HTML, plus dist/spa.html, the empty shell that serves
// every other address; then, for crawlers, a shell per published item with that item's head tags,
// sitemap.xml, robots.txt and feed.xml (docs/decisions/crawler-previews.md). Run by `npm run build`,
// `npm start`, `npm run bench` and the e2e setup.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, loadEnv, minifySync } from 'vite'
import {
  buildSourceHash,
  distBuiltFrom,
  forgetBuildSource,
  recordBuildSource,
} from './build-source.mjs'
import { writeOfflineSupport } from './pwa.mjs'
import { writeHeadersFile } from './security-headers.mjs'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const ssrOut = join(root, '.ssr')

/** The HTML file a pre-rendered path is written to. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const TITLE = /\s*<title>[^<]*<\/title>/
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/

/** Marks head tags written into the HTML, for src/main.tsx to remove before a fresh render. */
export const STATIC_HEAD = 'data-static-head'
export function markStatic(head) {
  return head.replace(/<(title|meta|link)\b/g, `<$1 ${STATIC_HEAD}=""`)
}

/** The shell with `head` (marked static) in place of index.html's own title and description. */
export function withHead(template, head) {
  return template
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `  ${markStatic(head)}\n  </head>`)
}

/**
 * The shell for addresses that are not pre-rendered and have no page of their own (unknown ids,
 * staff areas): the site's generic head tags, without a canonical link or og:url (the shell does
 * not know its address). The app replaces them with the page's own when it starts.
 */
export function shellFrom(template, head = '') {
  const generic = head
    .replace(/<link rel="canonical"[^>]*>/, '')
    .replace(/<meta property="og:url"[^>]*>/, '')
  return generic ? withHead(template, generic) : template.replace(DESCRIPTION, '')
}

/** The file that records the placeholder origin a build without VITE_SITE_URL used. */
export const PLACEHOLDER_ORIGIN_FILE = '.placeholder-origin'

/** dist/<path>/index.html for a site path, or null when the path could leave dist. */
export function itemFileFor(distDir, path) {
  let decoded
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const parts = decoded.split('/').filter(Boolean)
  if (parts.length === 0 || parts.some((p) => p === '.' || p === '..' || /[\\\0]/.test(p)))
    return null
  const file = resolve(distDir, ...parts, 'index.html')
  return relative(distDir, file).startsWith(`..${sep}`) ? null : file
}

/** The element that carries a page's rows (read by src/main.tsx). */
export const PRERENDER_DATA_ID = 'dados-pre-renderizados'

/** JSON that is safe inside a <script> element (no "</script>", no "<!--"). */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)

/**
 * Rows read from the local backend started for the build name its address (the store's image
 * URLs): in the page, that backend stands in for the site's own origin, which the preview server
 * gives every page (the placeholder origin, see PLACEHOLDER_ORIGIN_FILE).
 */
function siteRelative(text) {
  const local = process.env.MOV_PRERENDER_ORIGIN
  return local ? text.replaceAll(local, 'http://localhost:4173') : text
}

/** The shell (index.html as Vite wrote it) with a page's head tags, HTML and rows in it. */
export function fillTemplate(template, { path, head, html: raw, data: rawData = null }) {
  if (/<script\b/.test(raw)) throw new Error(`prerender ${path}: inline script in the page`)
  const html = siteRelative(raw)
  const data = rawData && JSON.parse(siteRelative(JSON.stringify(rawData)))
  const page = withHead(template, siteRelative(head))
  const rows = data
    ? `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptJson(data)}</script>`
    : ''
  return page.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered="${escapeAttr(path)}">${html}</div>${rows}`,
  )
}

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g

/**
 * A pre-rendered page is on screen before any script runs, so its scripts start after the first
 * paint: index.html's entry and modulepreload tags give way to a small boot module that, once the
 * page has painted, preloads the same files and imports the entry. The page's first paint then
 * never waits for (or shares the network with) the app's JavaScript.
 */
/** scripts/early-taps.js in a block of its own: the header's taps before the app runs. */
function earlyTaps() {
  return `{\n${readFileSync(join(import.meta.dirname, 'early-taps.js'), 'utf8')}}`
}

/** Code without comments and with short local names: the boot module counts in the home page's budget. */
function minified(name, source) {
  const { code, errors } = minifySync(name, source, { module: true, mangle: { toplevel: true } })
  if (errors.length) throw new Error(`${name}: ${errors[0].message}`)
  return code
}

export function startAfterPaint(template) {
  const entry = ENTRY.exec(template)?.[1]
  if (!entry) throw new Error('dist/index.html has no entry script')
  const files = [...template.matchAll(MODULEPRELOAD)].map((m) => m[1])
  const source = `// Generated by scripts/build-site.mjs: starts the app once the pre-rendered page has painted.
${earlyTaps()}
const files = ${JSON.stringify(files)}
let started = false
function start() {
  if (started) return
  started = true
  for (const href of files) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  // One chunk after the other: each is evaluated in a task of its own rather than the whole
  // graph in one long task that would hold the main thread.
  let chain = Promise.resolve()
  for (const href of files) chain = chain.then(() => import(href))
  void chain.then(() => import(${JSON.stringify(entry)}))
}
// The app's code waits for what the visitor sees first: the first contentful paint, then the
// page's high-priority images (its largest paint) loaded and painted. On a slow connection the
// scripts would otherwise share the network with the picture, and delay it.
new PerformanceObserver((list) => {
  // (The first paint may come alone, before the first contentful one.)
  if (!list.getEntriesByName('first-contentful-paint')[0]) return
  const images = [...document.querySelectorAll('img[fetchpriority=high]')]
  void Promise.all(
    images.map((img) => img.complete || new Promise((done) => (img.onload = img.onerror = done))),
  ).then(() => requestAnimationFrame(() => setTimeout(start, 0)))
}).observe({ type: 'paint', buffered: true })
// A visitor who touches the page before then wants it to act: the code starts at once.
addEventListener('pointerdown', start, { capture: true, once: true })
// A browser that never reports the paint (or a tab opened in the background, which paints nothing
// until shown) still starts.
setTimeout(start, 5000)
`
  const boot = minified('boot.js', source)
  const name = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`
  const page = template
    .replace(MODULEPRELOAD, '')
    .replace(ENTRY, `<script type="module" crossorigin src="/${name}"></script>`)
  return { boot, name, template: page }
}

export async function prerender({ log = console.log } = {}) {
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  if (!index.includes('<div id="root"></div>'))
    throw new Error('dist/index.html has no empty #root')
  const server = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)
  // The shell stays for every address that is not pre-rendered (items, sign-in, MOV+, staff).
  const generic = await server.renderHead('/', server.siteHomeHead)
  writeFileSync(join(dist, 'spa.html'), shellFrom(index, generic))
  const { boot, name, template } = startAfterPaint(index)
  writeFileSync(join(dist, name), boot)
  const started = Date.now()
  let bytes = 0
  for (const path of server.prerenderPaths) {
    const { head, html, data } = await server.render(path)
    if (!html.includes('id="conteudo"')) throw new Error(`prerender ${path}: no page content`)
    const page = fillTemplate(template, { path, head, html, data })
    const file = join(dist, htmlFileFor(path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, page)
    bytes += page.length
  }
  // The static host's routing: app routes get the shell, any other address the not-found page
  // with 404 (src/app/static-host.ts; vite/prerendered-pages.ts follows the same file).
  const notFound = await server.render(server.NOT_FOUND_RENDER_PATH)
  writeFileSync(
    join(dist, '404.html'),
    fillTemplate(template, { path: server.NOT_FOUND_RENDER_PATH, ...notFound }),
  )
  writeFileSync(join(dist, '_redirects'), server.staticHostRedirects())
  log(
    `pre-rendered ${server.prerenderPaths.length} pages in ${Date.now() - started} ms (${(bytes / 1024).toFixed(0)} kB of HTML)`,
  )
  await writeItemPages(server, index, template, log)
}

/**
 * Every published item's page (an article, a programme, a product...) is pre-rendered whole, with
 * its rows, like the pages without parameters (docs/decisions/landing-pages.md): it paints from
 * HTML and its code waits for the visitor. Sign-in and sign-up, which are not pre-rendered, get
 * the shell with their head tags, for crawlers that run no script. An item whose page cannot be
 * rendered with its rows gets the shell with its head tags, as before. Then the sitemap,
 * robots.txt and the news feed are written for the site's origin.
 */
async function writeItemPages(server, index, template, log) {
  const started = Date.now()
  const origin = server.siteUrl || server.PLACEHOLDER_SITE_ORIGIN
  const placeholderFile = join(dist, PLACEHOLDER_ORIGIN_FILE)
  if (server.siteUrl) rmSync(placeholderFile, { force: true })
  else writeFileSync(placeholderFile, server.PLACEHOLDER_SITE_ORIGIN)
  const siteIndex = await server.readSiteIndex()
  for (const failure of siteIndex.failures)
    console.warn(`crawler pages: could not read ${failure}; those items get the generic shell`)
  let count = 0
  let whole = 0
  let bytes = 0
  for (const { path, head, shell } of siteIndex.pages) {
    const file = itemFileFor(dist, path)
    // Never over a pre-rendered page (a hydrating page keeps its own file).
    if (!file || existsSync(file)) continue
    const rendered = shell ? null : await renderItem(server, path)
    const page = rendered
      ? fillTemplate(template, { path, ...rendered })
      : withHead(index, await server.renderHead(path, head))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, page)
    count += 1
    if (rendered) whole += 1
    bytes += page.length
  }
  for (const [fileName, text] of Object.entries(server.siteFiles(origin, siteIndex)))
    writeFileSync(join(dist, fileName), text)
  log(
    `wrote ${count} item pages (${whole} pre-rendered whole; ${(bytes / 1024).toFixed(0)} kB, ${count ? (bytes / count / 1024).toFixed(1) : 0} kB each), sitemap.xml, robots.txt and feed.xml in ${Date.now() - started} ms`,
  )
}

/**
 * An item's pre-rendered page, or null (with a warning) when it could not be rendered with its
 * rows: the item's own read failed, or the page has no content.
 */
async function renderItem(server, path) {
  try {
    const rendered = await server.render(path)
    if (!rendered.data || !rendered.html.includes('id="conteudo"'))
      throw new Error('rendered without its rows')
    return rendered
  } catch (error) {
    console.warn(
      `item page ${path}: ${error.message ?? error}; it gets the shell with its head tags`,
    )
    return null
  }
}

/**
 * Absolute URLs (canonical, Open Graph, sitemap, feed) need the site's public address. A build
 * for the hosted project without it would publish links to the placeholder origin.
 */
export function checkSiteUrl(viteEnv) {
  if (viteEnv.VITE_SUPABASE_URL && !viteEnv.VITE_SITE_URL) {
    throw new Error(
      'VITE_SITE_URL is required when building against a hosted Supabase project (VITE_SUPABASE_URL is set): ' +
        'canonical links, Open Graph URLs, the sitemap, robots.txt and the news feed need the public address ' +
        'of the site, e.g. VITE_SITE_URL=https://mov.org.br',
    )
  }
  if (viteEnv.VITE_SITE_URL && !/^https?:\/\/[^/\\\s?#]+\/?$/.test(viteEnv.VITE_SITE_URL.trim())) {
    throw new Error(
      `VITE_SITE_URL must be the site's origin, like https://mov.org.br (got "${viteEnv.VITE_SITE_URL}")`,
    )
  }
}

/**
 * Builds dist/. With `ifChanged`, a dist/ already built from the same source (scripts/build-source.mjs)
 * is kept as it is: `npm test` builds once, for the bench, and the e2e run reuses it.
 */
export async function buildSite({
  logLevel = 'warn',
  mode = 'production',
  ifChanged = false,
} = {}) {
  const viteEnv = { ...loadEnv(mode, root, 'VITE_'), ...pickVite(process.env) }
  checkSiteUrl(viteEnv)
  const source = buildSourceHash({ viteEnv, mode })
  if (ifChanged && distBuiltFrom(source)) {
    console.log('dist/ was built from this very source: kept, not built again')
    return
  }
  forgetBuildSource()
  await build({ root, logLevel, mode })
  await build({
    root,
    logLevel,
    mode,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  })
  // The pages read their texts at build time: from the hosted project when one is configured,
  // otherwise from the local backend with its seed, started here for the build.
  const hosted = Boolean(viteEnv.VITE_SUPABASE_URL)
  let backend
  try {
    if (!hosted) {
      const { tsImport } = await import('tsx/esm/api')
      const { startLocalBackend } = await tsImport('../local-backend/server.ts', import.meta.url)
      backend = await startLocalBackend({ dbDir: 'memory' })
      process.env.MOV_PRERENDER_ORIGIN = backend.url
    }
    await prerender()
    writeHeadersFile(dist, loadEnv(mode, root, 'VITE_'))
  } finally {
    await backend?.close()
    delete process.env.MOV_PRERENDER_ORIGIN
    if (existsSync(ssrOut)) rmSync(ssrOut, { recursive: true, force: true })
  }
  // Last: the service worker's precache list is made from the finished dist/.
  await writeOfflineSupport({ root, dist, mode, logLevel })
  recordBuildSource(source)
}

/** The VITE_ variables of the process that are set and not blank. */
function pickVite(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('VITE_') && value?.trim()),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildSite({ ifChanged: process.argv.includes('--if-changed') }).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
