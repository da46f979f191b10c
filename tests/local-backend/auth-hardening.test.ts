// Auth hardening (docs/decisions/auth-hardening.md) against the running local backend: sign-up
// waits for a PKCE confirmation link, an existing address is answered like a new one, sign-in
// answers an unknown address as a wrong password (and spends the same work: timed by
// scripts/bench-backend.mjs), every redirect_to stays on the site, a reused refresh token ends its
// whole session, an e-mail change waits for both links, and an old session cannot set a password
// (secure_password_change).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { PGLITE_EXTENSIONS } from '../../local-backend/db'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { confirmEmail, signUpConfirmed } from './support'

let backend: LocalBackend

beforeAll(async () => {
  // Failed sign-ins here are not limited (10 per address in 5 minutes): that limit has its own tests
  // (auth-limits.test.ts).
  backend = await startLocalBackend({
    dbDir: 'memory',
    limits: { signInFailures: { max: 100, windowMs: 5 * 60_000 } },
  })
})
afterAll(async () => {
  await backend?.close()
})
afterEach(() => {
  delete process.env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL
})

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

/** A browser of the site: PKCE, its verifier in this client's memory. */
function browser(flowType: 'pkce' | 'implicit' = 'pkce'): SupabaseClient {
  const store = new Map<string, string>()
  let lastVerifier = ''
  const client = createClient(backend.url, LOCAL_ANON_KEY, {
    auth: {
      persistSession: true,
      flowType,
      detectSessionInUrl: false,
      autoRefreshToken: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => {
          if (k.endsWith('-code-verifier')) lastVerifier = v
          store.set(k, v)
        },
        removeItem: (k) => void store.delete(k),
      },
    },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
  Object.defineProperty(client, 'lastVerifier', { get: () => lastVerifier })
  return client
}

function lastVerifierOf(client: SupabaseClient): string {
  const stored = (client as unknown as { lastVerifier: string }).lastVerifier
  return (JSON.parse(stored) as string).split('/')[0]!
}

let counter = 0
const newEmail = () => `seguro${++counter}-${Date.now()}@exemplo.com.br`

async function mails(email: string, kind: string) {
  const res = await fetch(`${backend.url}/__mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await res.json()) as { messages: Array<{ kind: string; links: string[] }> }
  return messages.filter((m) => m.kind === kind)
}

async function open(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!)
}

/** The shape of a JSON value: its keys and the type of each leaf, ids and dates aside. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    )
  return value === null ? 'null' : typeof value
}

test('sign-up gives no session; its PKCE link lands with ?code=, which only the browser that signed up can exchange', async () => {
  const email = newEmail()
  const site = browser()
  const signUp = await site.auth.signUp({
    email,
    password: 'segredo-123',
    options: { emailRedirectTo: `${backend.url}/`, data: { full_name: 'Ana Souza' } },
  })
  expect(signUp.error).toBeNull()
  expect(signUp.data.session).toBeNull()
  expect(signUp.data.user?.email).toBe(email)
  // Before the link, the account cannot sign in.
  const early = await browser().auth.signInWithPassword({ email, password: 'segredo-123' })
  expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })

  const [mail] = await mails(email, 'confirmation')
  const link = new URL(mail!.links[0]!)
  expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/)
  const landing = await open(link.href)
  expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/`)
  expect(landing.hash).toBe('')
  const code = landing.searchParams.get('code')!
  expect(code).toBeTruthy()

  // Another browser (no verifier, or a made-up one) gets nothing from the code.
  const other = await browser().auth.exchangeCodeForSession(code)
  expect(other.error).not.toBeNull()
  expect(other.data.session).toBeNull()

  const mine = await site.auth.exchangeCodeForSession(code)
  expect(mine.error).toBeNull()
  expect(mine.data.session?.user.email).toBe(email)
  expect(mine.data.session?.user.email_confirmed_at).toBeTruthy()
  // The link works once.
  const again = await open(link.href)
  expect(again.searchParams.get('error_code')).toBe('otp_expired')
})

test('a sign-up with an address that already has an account is answered exactly like a new one, and sends nothing', async () => {
  const signUp = (email: string) =>
    fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'segredo-123', data: { full_name: 'Igual' } }),
    })
  const fresh = await signUp(newEmail())
  const existing = await signUp('membro@mov.local')
  expect(existing.status).toBe(fresh.status)
  expect(existing.status).toBe(200)
  const a = (await fresh.json()) as Record<string, unknown>
  const b = (await existing.json()) as Record<string, unknown>
  expect(shape(b)).toEqual(shape(a))
  expect(b).not.toHaveProperty('access_token')
  expect(b.email).toBe('membro@mov.local')
  expect(await mails('membro@mov.local', 'confirmation')).toEqual([])
  // The real account is untouched: its password still signs in.
  const member = await browser().auth.signInWithPassword({
    email: 'membro@mov.local',
    password: 'mov-local-123',
  })
  expect(member.error).toBeNull()
})

test('a sign-in with an unknown address is answered exactly as one with a wrong password for an account', async () => {
  // The same answer, byte for byte; that it also takes the same time (one bcrypt of the same cost,
  // local-backend/auth/sessions.ts) is measured by the bench (scripts/bench-backend.mjs), not here:
  // a clock compared in a test fails on a busy machine.
  const attempt = async (email: string) => {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'senha-errada-1' }),
    })
    const headers = [...res.headers].filter(([name]) => name !== 'date')
    return { status: res.status, headers, body: await res.text() }
  }
  // An account made by sign-up (bcrypt cost 10, as GoTrue's).
  const email = newEmail()
  expect(
    (await signUpConfirmed(browser(), backend.url, { email, password: 'segredo-123' })).error,
  ).toBeNull()
  const known = await attempt(email)
  expect(known.status).toBe(400)
  expect((JSON.parse(known.body) as { code: string }).code).toBe('invalid_credentials')
  expect(await attempt(`ninguem-${Date.now()}@exemplo.com.br`)).toEqual(known)
})

test('every redirect_to of auth outside the site falls back to the site root', async () => {
  const evil = [
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    `${backend.url}@evil.example`,
    'javascript:alert(1)',
    `${backend.url.replace('127.0.0.1', 'localhost')}/x`,
  ]
  for (const target of evil) {
    for (const type of ['signup', 'recovery', 'email_change', 'magiclink', 'invite']) {
      const landing = await open(
        `${backend.url}/auth/v1/verify?type=${type}&token=nao-existe&redirect_to=${encodeURIComponent(target)}`,
      )
      expect(`${landing.origin}${landing.pathname}`, `${type} ${target}`).toBe(`${backend.url}/`)
    }
    // The e-mail's link carries the site root too.
    const email = newEmail()
    await browser().auth.signUp({
      email,
      password: 'segredo-123',
      options: { emailRedirectTo: target },
    })
    const [mail] = await mails(email, 'confirmation')
    expect(new URL(mail!.links[0]!).searchParams.get('redirect_to')).toBe(`${backend.url}/`)
  }
  // A page of the site is kept.
  const kept = await open(
    `${backend.url}/auth/v1/verify?type=signup&token=x&redirect_to=${encodeURIComponent(`${backend.url}/redefinir-senha`)}`,
  )
  expect(kept.pathname).toBe('/redefinir-senha')
})

test('an old refresh token used again after the reuse interval ends the whole session', async () => {
  process.env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL = '1'
  const owner = browser()
  const signIn = await signUpConfirmed(owner, backend.url, {
    email: newEmail(),
    password: 'segredo-123',
  })
  expect(signIn.error).toBeNull()
  const first = signIn.data.session!
  const second = (await owner.auth.refreshSession()).data.session!
  expect(second.refresh_token).not.toBe(first.refresh_token)
  // Within the interval (two tabs at once) the old token still answers with its successor.
  const sameMoment = await browser().auth.refreshSession({ refresh_token: first.refresh_token })
  expect(sameMoment.data.session?.refresh_token).toBe(second.refresh_token)
  await new Promise((r) => setTimeout(r, 1300))

  const thief = await browser().auth.refreshSession({ refresh_token: first.refresh_token })
  expect(thief.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
  // The chain is gone: the owner's current token and the session's access token stop working.
  const ownerRefresh = await browser().auth.refreshSession({ refresh_token: second.refresh_token })
  expect(ownerRefresh.error?.status).toBe(400)
  const user = await fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${second.access_token}` },
  })
  expect(user.status).toBe(403)
  expect(((await user.json()) as { code: string }).code).toBe('session_not_found')
})

test('an e-mail change waits for the links sent to the new and the current address (PKCE)', async () => {
  const email = newEmail()
  const next = newEmail()
  const site = browser()
  expect(
    (await signUpConfirmed(site, backend.url, { email, password: 'segredo-123' })).error,
  ).toBeNull()
  const asked = await site.auth.updateUser({ email: next }, { emailRedirectTo: `${backend.url}/` })
  expect(asked.error).toBeNull()
  expect(asked.data.user?.email).toBe(email)
  expect(asked.data.user?.new_email).toBe(next)
  // Nothing changed yet: the old address still signs in, the new one does not.
  expect(
    (await browser().auth.signInWithPassword({ email: next, password: 'segredo-123' })).error,
  ).toMatchObject({ code: 'invalid_credentials' })
  expect((await site.auth.getUser()).data.user?.email).toBe(email)

  const [toNew] = await mails(next, 'email_change')
  const [toCurrent] = await mails(email, 'email_change')
  expect(toNew && toCurrent).toBeTruthy()
  const firstLanding = await open(toNew!.links[0]!)
  expect(firstLanding.searchParams.get('message')).toMatch(/other email/)
  expect((await site.auth.getUser()).data.user?.email).toBe(email)

  const secondLanding = await open(toCurrent!.links[0]!)
  const code = secondLanding.searchParams.get('code')!
  expect(code).toBeTruthy()
  // supabase-js drops the verifier of updateUser's challenge as soon as it saves the updated
  // session, so the exchange is made by hand with the verifier this browser wrote.
  const exchanged = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ auth_code: code, code_verifier: lastVerifierOf(site) }),
  })
  expect(exchanged.status).toBe(200)
  expect(((await exchanged.json()) as { user: { email: string } }).user.email).toBe(next)
  expect(
    (await browser().auth.signInWithPassword({ email: next, password: 'segredo-123' })).error,
  ).toBeNull()
  expect(
    (await browser().auth.signInWithPassword({ email, password: 'segredo-123' })).error,
  ).toMatchObject({ code: 'invalid_credentials' })
})

test('a sign-up confirmation link without PKCE (implicit) lands with the session in the fragment, as GoTrue does', async () => {
  const email = newEmail()
  await browser('implicit').auth.signUp({ email, password: 'segredo-123' })
  const landing = await confirmEmail(backend.url, email)
  const fragment = new URLSearchParams(landing.hash.slice(1))
  expect(fragment.get('type')).toBe('signup')
  expect(fragment.get('access_token')).toBeTruthy()
})

test('secure_password_change: a session older than 24 hours cannot set a new password; a fresh one can', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mov-auth-'))
  const email = newEmail()
  let onDisk = await startLocalBackend({ dbDir: dir })
  try {
    const old = createClient(onDisk.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
    })
    expect(
      (await signUpConfirmed(old, onDisk.url, { email, password: 'segredo-123' })).error,
    ).toBeNull()
    const session = (await old.auth.getSession()).data.session!
    await onDisk.close()
    // The session is made two days old in the database itself.
    const db = await PGlite.create({ dataDir: join(dir, 'pgdata'), extensions: PGLITE_EXTENSIONS })
    await db.query(`update auth.sessions set created_at = now() - interval '2 days'`)
    await db.close()
    onDisk = await startLocalBackend({ dbDir: dir })
    const put = (token: string) =>
      fetch(`${onDisk.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: LOCAL_ANON_KEY,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ password: 'outra-senha-456' }),
      })
    const refused = await put(session.access_token)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { code: string }).code).toBe('reauthentication_needed')
    const fresh = await fetch(`${onDisk.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'segredo-123' }),
    })
    const { access_token } = (await fresh.json()) as { access_token: string }
    expect((await put(access_token)).status).toBe(200)
  } finally {
    await onDisk.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
