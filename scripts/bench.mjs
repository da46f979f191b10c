// `npm run bench`: builds the site (scripts/build-site.mjs: bundle and pre-rendered pages) and
// prints, from the built files, the gzip size of the JavaScript each page needs before any
// interaction and the size of each pre-rendered HTML page, then the local backend's figures, then
// its figures at scale (scripts/bench-scale.mjs). Fails when a budget is exceeded.
//
// The landing pages (every page a link can point to) are also opened in Chromium
// (scripts/bench-pages.mjs): what they really run before interaction must stay within the home page's
// budget, and their first visit within 200 kB. The static per-route figures below remain the cap of
// what a route needs once it runs in the browser (after an interaction, or for a page that is not
// pre-rendered: sign-in, MOV+, search...).
//
// What a page needs before any interaction, from the build's manifest (the static figures):
// - the home page: its boot module, the entry and the entry's static imports. Its sections and supabase-js wait for the visitor (deferredIsland); the e2e
//   journey "home page before any interaction" checks that no other script is requested.
// - every other page: the entry, the page's lazily loaded route chunk and its static imports, and
//   the data client a visitor who is not signed in reads with (PostgREST alone; supabase-js whole
//   only arrives with a session or a sign-in, see src/lib/supabase.ts).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUDGET_HOME_KB, BUDGET_PAGE_KB, gzipCodeSize } from './lib/code-size.mjs'

// The JavaScript budgets and their unit: scripts/lib/code-size.mjs.
const BUDGET_HTML_KB = 30

if (!process.argv.includes('--no-build')) {
  // A dist/ built from this very source is kept (scripts/build-source.mjs).
  const b = spawnSync('node', ['scripts/build-site.mjs', '--if-changed'], { stdio: 'inherit' })
  if (b.status !== 0) process.exit(b.status ?? 1)
}

const dist = 'dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const gzBytes = (buf) => gzipSync(buf, { level: 9 }).length
const gz = (file) => gzipCodeSize(readFileSync(join(dist, file)))
const kb = (n) => `${(n / 1024).toFixed(1)} kB`

/** The chunk files a manifest entry loads before running: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const entry = manifest[key]
  if (!entry || seen.has(entry.file)) return seen
  seen.add(entry.file)
  for (const imp of entry.imports ?? []) closure(imp, seen)
  return seen
}
const sum = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((t, f) => t + gz(f), 0)

const DATA_CLIENT = 'src/lib/anon-data-client.ts'
if (!manifest[DATA_CLIENT]) throw new Error(`${DATA_CLIENT} is not a chunk of the build`)

const entryFiles = closure('index.html')
const entryCss = (manifest['index.html'].css ?? []).reduce((t, f) => t + gz(f), 0)
// Pre-rendered pages name a small boot module (scripts/build-site.mjs) that imports the entry.
const bootFiles = readdirSync(join(dist, 'assets'))
  .filter((f) => /^boot-.*\.js$/.test(f))
  .map((f) => `assets/${f}`)
if (bootFiles.length !== 1) throw new Error(`expected one boot module, found ${bootFiles.length}`)
const homeJs = sum(entryFiles) + sum(bootFiles)

const routeKeys = Object.keys(manifest).filter(
  (k) => k.startsWith('src/app/routes/') && manifest[k].isDynamicEntry,
)
const STAFF_ROUTES = new Set(['admin', 'escritor', 'mov-plus/admin'])
const pageRows = routeKeys
  .map((k) => {
    const files = closure(k, new Set(entryFiles))
    closure(DATA_CLIENT, files)
    return { name: k.replace('src/app/routes/', '').replace(/\.tsx$/, ''), size: sum(files) }
  })
  .sort((a, b) => b.size - a.size)

function allFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? allFiles(p) : [p]
  })
}
const allJs = allFiles(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
const total = allJs.reduce((t, f) => t + gzBytes(readFileSync(f)), 0)
const htmlPages = allFiles(dist)
  .filter((f) => f.endsWith('index.html'))
  .map((f) => {
    const html = readFileSync(f)
    const path = `/${relative(dist, f).replace(/(^|\/)index\.html$/, '')}`
    return { path, raw: html.length, gzip: gzBytes(html) }
  })
  .sort((a, b) => a.path.localeCompare(b.path))

let failed = false
const over = (size, budget) => size > budget * 1024

console.log('\nJavaScript before any interaction (gzip, level 9, chunk-name hashes normalised):')
console.log(
  `  ${'home page (boot, entry and its static imports)'.padEnd(50)} ${kb(homeJs).padStart(9)}  budget ${BUDGET_HOME_KB} kB${over(homeJs, BUDGET_HOME_KB) ? '  OVER' : ''}`,
)
for (const { name, size } of pageRows) {
  const staff = STAFF_ROUTES.has(name)
  const label = `page ${name}`
  const budget = staff
    ? ''
    : `  budget ${BUDGET_PAGE_KB} kB${over(size, BUDGET_PAGE_KB) ? '  OVER' : ''}`
  console.log(`  ${label.padEnd(50)} ${kb(size).padStart(9)}${staff ? '  (staff area)' : budget}`)
  if (!staff && over(size, BUDGET_PAGE_KB)) {
    console.error(`BUDGET EXCEEDED: page ${name} ${kb(size)} > ${BUDGET_PAGE_KB} kB`)
    failed = true
  }
}
if (over(homeJs, BUDGET_HOME_KB)) {
  console.error(`BUDGET EXCEEDED: home page ${kb(homeJs)} > ${BUDGET_HOME_KB} kB`)
  failed = true
}
console.log(`\n  entry CSS (gzip)                                   ${kb(entryCss).padStart(9)}`)
console.log(
  `  whole build: ${allJs.length} JS files                        ${kb(total).padStart(9)}`,
)

console.log('\nPre-rendered HTML (raw / gzip):')
for (const { path, raw, gzip } of htmlPages) {
  console.log(`  ${path.padEnd(50)} ${kb(raw).padStart(9)} / ${kb(gzip).padStart(8)}`)
  if (over(gzip, BUDGET_HTML_KB)) {
    console.error(`BUDGET EXCEEDED: HTML of ${path} ${kb(gzip)} > ${BUDGET_HTML_KB} kB (gzip)`)
    failed = true
  }
}
if (!htmlPages.some((p) => p.path === '/')) {
  console.error('the home page was not pre-rendered (dist/index.html has no page)')
  failed = true
}

// The staff areas load on demand: none of their code may reach the public pages' first load.
// (Marker strings that only the staff areas' code contains: the admin area's and the newsroom's.)
const STAFF_MARKERS = ['move_display_order', 'site-media', 'mov:redacao:noticia']
const publicFirstLoad = [...entryFiles].filter((f) => f.endsWith('.js'))
for (const marker of STAFF_MARKERS) {
  const hit = publicFirstLoad.find((f) => readFileSync(join(dist, f), 'utf8').includes(marker))
  if (hit) {
    console.error(`STAFF CODE IN THE FIRST LOAD: "${marker}" found in ${hit}`)
    failed = true
  }
}
if (!failed) console.log('staff areas: no admin code in the entry (checked markers)')

// Every landing page in Chromium, as a phone's first visit (docs/decisions/landing-pages.md): the
// JavaScript it runs before any interaction (within the home page's budget) and the bytes it
// transfers (within 200 kB).
console.log('\nLanding pages in Chromium (scripts/bench-pages.mjs):')
try {
  const { benchPages } = await import('./bench-pages.mjs')
  const pages = await benchPages()
  if (pages.failed) failed = true
} catch (error) {
  console.error('the landing pages could not be measured:', error)
  failed = true
}

if (existsSync('scripts/bench-backend.mjs')) {
  console.log('\nLocal backend:')
  const r = spawnSync('node', ['scripts/bench-backend.mjs'], { stdio: 'inherit' })
  if (r.status !== 0) failed = true
}
// The scale benchmark (docs/decisions/scale-reads.md): seed vs a database grown to a few years of
// data. Its errors fail the bench, and so does a row over 4x the seed (over its 2x target it warns;
// BENCH_SCALE_STRICT=1 fails at 2x, =0 never). BENCH_SCALE=0 skips it.
if (existsSync('scripts/bench-scale.mjs') && process.env.BENCH_SCALE !== '0') {
  console.log('\nLocal backend at scale (seed vs large database):')
  const r = spawnSync('node', ['scripts/bench-scale.mjs'], { stdio: 'inherit' })
  if (r.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
