// Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU) on every landing page of the built site,
// served as `npm start` serves it with the seed; the median of RUNS runs per page (by performance
// score), printed as a table. Not part of `npm test` (about 40 s a run): the figures of
// docs/decisions/landing-pages.md come from here. Lighthouse is not a dependency of the project (it
// wants Node 22 from 13 on):
//
//   npm i -E --prefix /tmp/lh lighthouse@12.2.3 && LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse \
//     node scripts/lighthouse.mjs            # BENCH_PAGES=/,/store limits the pages; RUNS=3
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { landingPages, startSite } from './bench-pages.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const bin = process.env.LIGHTHOUSE ?? 'lighthouse'
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const flags =
  '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync'

// Asynchronous: the site is served by this very process, whose event loop must keep answering.
const execFileAsync = promisify(execFile)

// Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, up to
// three times, and never counted.
async function run(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url)
    } catch (error) {
      if (attempt >= 3) throw error
      console.error(`  ${url}: ${String(error.message).split('\n')[1] ?? 'failed'}; trying again`)
    }
  }
}

async function runOnce(url) {
  const r = await execFileAsync(
    bin,
    [
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-path=${chrome}`,
      `--chrome-flags=${flags}`,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  const { categories, audits, runtimeError } = JSON.parse(r.stdout)
  if (runtimeError) throw new Error(`Lighthouse\n${runtimeError.code}`)
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  }
}

const site = await startSite()
let failed = false
const all = []
try {
  console.log(
    `${'page'.padEnd(50)} perf   FCP s   LCP s  TBT ms    CLS   (median of ${RUNS}, Lighthouse mobile)`,
  )
  for (const path of landingPages()) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await run(`${site.base}${path}`))
    all.push({ path, runs })
    runs.sort((a, b) => a.score - b.score)
    const m = runs[Math.floor(runs.length / 2)]
    const ok = m.score >= 95 && m.lcp <= 1500 && m.tbt <= 100 && m.cls <= 0.02
    if (!ok) failed = true
    console.log(
      `${path.padEnd(50)} ${String(m.score).padStart(4)} ${(m.fcp / 1000).toFixed(2).padStart(7)} ${(m.lcp / 1000).toFixed(2).padStart(7)} ${m.tbt.toFixed(0).padStart(7)} ${m.cls.toFixed(3).padStart(6)}${ok ? '' : '  BELOW TARGET'}`,
    )
  }
  console.log('target: performance >= 95, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.02')
  if (process.env.LIGHTHOUSE_JSON) {
    const { writeFileSync } = await import('node:fs')
    writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(all, null, 2))
  }
} finally {
  await site.close()
}
process.exit(failed ? 1 : 0)
