// `npm run bench`: builds the site and prints the gzip size of the JavaScript each page loads
// first (the entry chunk, its static imports, and the page's lazily loaded route chunk with its
// static imports), the whole build, and the local backend's figures. Fails when a budget is exceeded.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_HOME_KB = 130

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (b.status !== 0) process.exit(b.status ?? 1)
}

const dist = 'dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
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

const entryFiles = closure('index.html')
const entryCss = (manifest['index.html'].css ?? []).reduce((t, f) => t + gz(f), 0)
const rows = []
rows.push(['entry + static imports (before any route)', sum(entryFiles)])

const routeKeys = Object.keys(manifest).filter(
  (k) => k.startsWith('src/app/routes/') && manifest[k].isDynamicEntry,
)
const pageRows = routeKeys
  .map((k) => [
    k.replace('src/app/routes/', '').replace(/\.tsx$/, ''),
    sum(closure(k, new Set(entryFiles))),
  ])
  .sort((a, b) => b[1] - a[1])
// The home route ships in the entry (router.tsx imports it statically); if it ever becomes a lazy
// route again, its own chunk counts too.
const homeKey = 'src/app/routes/home.tsx'
const home = manifest[homeKey]?.isDynamicEntry
  ? pageRows.find(([name]) => name === 'home')
  : ['home', sum(entryFiles)]

function allFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n)
    return statSync(p).isDirectory() ? allFiles(p) : [p]
  })
}
const allJs = allFiles(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
const total = allJs.reduce((t, f) => t + gzipSync(readFileSync(f), { level: 9 }).length, 0)

console.log('\nJavaScript loaded on first visit (gzip, level 9):')
console.log(`  ${rows[0][0].padEnd(48)} ${kb(rows[0][1])}`)
for (const [name, size] of pageRows) console.log(`  page ${name.padEnd(43)} ${kb(size)}`)
console.log(`\n  entry CSS (gzip)                                 ${kb(entryCss)}`)
console.log(`  whole build: ${allJs.length} JS files               ${kb(total)}`)
console.log(
  `\nhome page first load (entry with the home route, and its static imports): ${kb(home?.[1] ?? 0)} (budget ${BUDGET_HOME_KB} kB)`,
)

let failed = false
if (!home || home[1] > BUDGET_HOME_KB * 1024) {
  console.error(`BUDGET EXCEEDED: home first load ${kb(home?.[1] ?? 0)} > ${BUDGET_HOME_KB} kB`)
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

if (existsSync('scripts/bench-backend.mjs')) {
  console.log('\nLocal backend:')
  const r = spawnSync('node', ['scripts/bench-backend.mjs'], { stdio: 'inherit' })
  if (r.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
