// Local backend figures for `npm run bench`: the cold start (server start to first answer, fresh
// in-memory database), the latency of the home page's selects, and a failed sign-in with an unknown
// address against one with a wrong password (the same bcrypt work, so the time of the answer does
// not tell whether an address has an account: fails the bench when the unknown address answers in
// under 0.6 of the time, as it did before local-backend/auth/sessions.ts spent that work).
// Run: node scripts/bench-backend.mjs
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

const SIGN_IN_PAIRS = 15
const SIGN_IN_MIN_RATIO = 0.6

/**
 * Failed password sign-ins, one for an account made by sign-up (bcrypt cost 10, as GoTrue's; the
 * seed's accounts use pgcrypto's default cost 6) and one for an unknown address, taken in turns.
 */
async function signInTimes(url) {
  const auth = (path, body) =>
    fetch(`${url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const email = `bench-${Date.now()}@exemplo.com.br`
  const signUp = await auth('signup', { email, password: 'segredo-bench-123' })
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`)
  const attempt = async (address) => {
    const t = performance.now()
    const res = await auth('token?grant_type=password', {
      email: address,
      password: 'senha-errada-1',
    })
    const body = await res.json()
    if (res.status !== 400 || body.code !== 'invalid_credentials')
      throw new Error(`sign-in of ${address}: ${res.status} ${JSON.stringify(body)}`)
    return performance.now() - t
  }
  const known = []
  const unknown = []
  for (let i = 0; i < 2; i++) await attempt(email) // warm-up
  for (let i = 0; i < SIGN_IN_PAIRS; i++) {
    known.push(await attempt(email))
    unknown.push(await attempt(`ninguem-${i}-${Date.now()}@exemplo.com.br`))
  }
  return { known, unknown }
}

const started = performance.now()
// Sign-in failures are limited per address (10 in 5 minutes); the sign-in row makes more.
const backend = await startLocalBackend({
  dbDir: 'memory',
  limits: { signInFailures: { max: 1000, windowMs: 5 * 60_000 } },
})
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
  const signIn = await signInTimes(backend.url)
  const ratio = median(signIn.unknown) / median(signIn.known)
  console.log(
    `  failed sign-in, ${SIGN_IN_PAIRS} pairs: wrong password ${median(signIn.known).toFixed(1)} ms, unknown address ${median(signIn.unknown).toFixed(1)} ms (x${ratio.toFixed(2)}, at least x${SIGN_IN_MIN_RATIO})`,
  )
  if (ratio < SIGN_IN_MIN_RATIO) {
    console.error(
      'SIGN-IN TIMING: an unknown address is answered faster than a wrong password: it tells which addresses have an account',
    )
    process.exitCode = 1
  }
} finally {
  await backend.close()
}
