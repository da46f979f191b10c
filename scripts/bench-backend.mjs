// Local backend figures for `npm run bench`: the cold start (server start to first answer, fresh
// in-memory database) and the latency of the home page's selects. Run: node scripts/bench-backend.mjs
import { tsImport } from 'tsx/esm/api'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const ANON_KEY = 'sb_publishable_mov-local-anon-key'

const { startLocalBackend } = await tsImport('../local-backend/server.ts', import.meta.url)
const { LOCAL_ANON_KEY } = await tsImport('../src/config/local.ts', import.meta.url)
if (LOCAL_ANON_KEY !== ANON_KEY) console.warn('note: the anon key changed in src/config/local.ts')

const HOME_SELECT = '/rest/v1/programas?select=*&order=display_order.asc&limit=3'
const HOME_PAGE = [
  HOME_SELECT,
  '/rest/v1/home_banners?select=*&is_active=eq.true&order=display_order.asc',
  '/rest/v1/pdc_publications?select=*&order=publication_date.desc&limit=6',
  '/rest/v1/na_midia?select=*&order=published_at.desc',
  '/rest/v1/testimonials?select=*&order=display_order.asc',
  '/rest/v1/manifestos?select=*&is_active=eq.true&order=signed_at.desc',
  '/rest/v1/representacoes?select=*&order=display_order.asc',
  '/rest/v1/partners?select=*&order=display_order.asc',
  '/rest/v1/partner_categories?select=*&order=display_order.asc',
]
const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` }

async function get(url, path) {
  const res = await fetch(`${url}${path}`, { headers })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  await res.arrayBuffer()
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

const started = performance.now()
const backend = await startLocalBackend({ dbDir: 'memory' })
await get(backend.url, HOME_SELECT)
const coldStart = performance.now() - started

try {
  for (let i = 0; i < 10; i++) await get(backend.url, HOME_SELECT) // warm-up
  const single = []
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now()
    await get(backend.url, HOME_SELECT)
    single.push(performance.now() - t)
  }
  const pages = []
  for (let i = 0; i < 30; i++) {
    const t = performance.now()
    await Promise.all(HOME_PAGE.map((p) => get(backend.url, p)))
    pages.push(performance.now() - t)
  }
  console.log(
    `  cold start (fresh in-memory database, start to first answer)  ${(coldStart / 1000).toFixed(2)} s`,
  )
  console.log(
    `  home select, ${REQUESTS} sequential requests (programas, limit 3)     median ${median(single).toFixed(1)} ms, p95 ${percentile(single, 0.95).toFixed(1)} ms`,
  )
  console.log(
    `  whole home page, ${HOME_PAGE.length} selects in parallel (30 rounds)          median ${median(pages).toFixed(1)} ms`,
  )
} finally {
  await backend.close()
}
