// Password recovery against the standalone local backend, driven by supabase-js with the PKCE flow
// as the site uses it: /recover, the e-mail in the local mailbox, /verify, the code exchange,
// updateUser; plus GoTrue's answers for bad links, verifiers, repeats and redirects.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { createBackend } from '../../local-backend/app'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { confirmEmail } from './support'

let backend: LocalBackend

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

/** A client with the site's flow (PKCE); its verifier lives in memory, as one browser's would. */
function pkceClient(): SupabaseClient {
  return createClient(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, flowType: 'pkce', detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

let counter = 0
const newEmail = () => `recupera${++counter}-${Date.now()}@exemplo.com.br`

async function newAccount(password = 'senha-antiga-1') {
  const email = newEmail()
  const { error } = await pkceClient().auth.signUp({ email, password })
  expect(error).toBeNull()
  await confirmEmail(backend.url, email)
  return email
}

interface Message {
  id: string
  kind: string
  to: string
  subject: string
  sentAt: string
  html: string
  links: string[]
}

async function mailTo(email: string): Promise<Message[]> {
  const res = await fetch(`${backend.url}/__mailbox/messages?to=${encodeURIComponent(email)}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { messages: Message[] }).messages
}

async function recoveryLink(email: string): Promise<string> {
  const recovery = (await mailTo(email)).find((m) => m.kind === 'recovery')
  expect(recovery).toBeDefined()
  return recovery!.links[0]!
}

/** Opens an e-mail link as a browser would, without following the redirect. */
async function open(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!)
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >
}

const resetPage = () => `${backend.url}/redefinir-senha`

test('the recovery e-mail, its link and the code exchange sign in; the new password then works and the old one not', async () => {
  const email = await newAccount()
  const browser = pkceClient()
  const asked = await browser.auth.resetPasswordForEmail(email, { redirectTo: resetPage() })
  expect(asked).toEqual({ data: {}, error: null })

  const [message] = (await mailTo(email)).filter((m) => m.kind === 'recovery')
  expect(message).toMatchObject({ to: email, subject: 'Redefinir sua senha' })
  expect(message!.html).toContain('Criar nova senha')
  const link = new URL(message!.links[0]!)
  expect(link.origin).toBe(backend.url)
  expect(link.pathname).toBe('/auth/v1/verify')
  expect(link.searchParams.get('type')).toBe('recovery')
  expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/)
  expect(link.searchParams.get('redirect_to')).toBe(resetPage())

  const landing = await open(link.href)
  expect(`${landing.origin}${landing.pathname}`).toBe(resetPage())
  const code = landing.searchParams.get('code')
  expect(code).toBeTruthy()
  expect(landing.hash).toBe('')

  const exchanged = await browser.auth.exchangeCodeForSession(code!)
  expect(exchanged.error).toBeNull()
  expect(exchanged.data.user?.email).toBe(email)
  expect(claims(exchanged.data.session!.access_token).amr).toEqual([
    { method: 'recovery', timestamp: expect.any(Number) },
  ])

  // The recovery session's new password follows the rule too (10+ characters, letters and digits).
  const weak = await browser.auth.updateUser({ password: 'senhasemnumeros' })
  expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
  expect(weak.error?.message).toBe(
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
  )
  const updated = await browser.auth.updateUser({ password: 'senha-nova-22' })
  expect(updated.error).toBeNull()
  const old = await pkceClient().auth.signInWithPassword({ email, password: 'senha-antiga-1' })
  expect(old.error?.code).toBe('invalid_credentials')
  const fresh = await pkceClient().auth.signInWithPassword({ email, password: 'senha-nova-22' })
  expect(fresh.error).toBeNull()
})

test('a used link and a used code are refused as GoTrue refuses them', async () => {
  const email = await newAccount()
  const browser = pkceClient()
  await browser.auth.resetPasswordForEmail(email, { redirectTo: resetPage() })
  const link = await recoveryLink(email)
  const code = (await open(link)).searchParams.get('code')!
  expect((await browser.auth.exchangeCodeForSession(code)).error).toBeNull()

  const again = await open(link)
  expect(`${again.origin}${again.pathname}`).toBe(resetPage())
  expect(again.searchParams.get('error')).toBe('access_denied')
  expect(again.searchParams.get('error_code')).toBe('otp_expired')
  expect(again.searchParams.get('error_description')).toBe('Email link is invalid or has expired')
  expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired')

  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
  })
  expect(res.status).toBe(404)
  expect(await res.json()).toEqual({
    code: 'flow_state_not_found',
    message: 'invalid flow state, no valid flow state found',
  })
})

test('a made-up link lands on the page with otp_expired; a code with the wrong verifier gives bad_code_verifier', async () => {
  const madeUp = await open(
    `${backend.url}/auth/v1/verify?token=pkce_abc&type=recovery&redirect_to=${encodeURIComponent(resetPage())}`,
  )
  expect(madeUp.searchParams.get('error_code')).toBe('otp_expired')

  const email = await newAccount()
  await pkceClient().auth.resetPasswordForEmail(email, { redirectTo: resetPage() })
  const code = (await open(await recoveryLink(email))).searchParams.get('code')!
  // Another browser (another verifier) holding the code.
  const other = pkceClient()
  await other.auth.resetPasswordForEmail(newEmail(), { redirectTo: resetPage() })
  const stolen = await other.auth.exchangeCodeForSession(code)
  expect(stolen.error).toMatchObject({ status: 400, code: 'bad_code_verifier' })
  expect(stolen.data.session).toBeNull()
})

test('an unknown address gets the same empty answer and no e-mail; a malformed one a validation error', async () => {
  const email = newEmail()
  const unknown = await pkceClient().auth.resetPasswordForEmail(email, {
    redirectTo: resetPage(),
  })
  expect(unknown).toEqual({ data: {}, error: null })
  expect(await mailTo(email)).toEqual([])
  const malformed = await pkceClient().auth.resetPasswordForEmail('sem-arroba')
  expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' })
})

test('asking again within a minute answers 429 over_email_send_rate_limit, and sends nothing more', async () => {
  const email = await newAccount()
  expect((await pkceClient().auth.resetPasswordForEmail(email)).error).toBeNull()
  const again = await pkceClient().auth.resetPasswordForEmail(email)
  expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
  expect(again.error?.message).toMatch(
    /^For security purposes, you can only request this after \d+ seconds\.$/,
  )
  expect((await mailTo(email)).filter((m) => m.kind === 'recovery')).toHaveLength(1)
})

test('a redirect outside the site falls back to the site root, in the e-mail and at /verify', async () => {
  const email = await newAccount()
  await pkceClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/x' })
  const link = new URL(await recoveryLink(email))
  expect(link.searchParams.get('redirect_to')).toBe(`${backend.url}/`)
  link.searchParams.set('redirect_to', 'https://evil.example/x')
  const landing = await open(link.href)
  expect(landing.origin).toBe(backend.url)
  expect(landing.pathname).toBe('/')
  const signup = await open(
    `${backend.url}/auth/v1/verify?type=signup&redirect_to=${encodeURIComponent('/\\evil.example')}`,
  )
  expect(`${signup.origin}${signup.pathname}`).toBe(`${backend.url}/`)
})

test('without a code challenge (implicit flow) the link lands with the session in the fragment', async () => {
  const email = await newAccount()
  const res = await fetch(
    `${backend.url}/auth/v1/recover?redirect_to=${encodeURIComponent(resetPage())}`,
    {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    },
  )
  expect(res.status).toBe(200)
  const link = new URL(await recoveryLink(email))
  expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/)
  const landing = await open(link.href)
  const fragment = new URLSearchParams(landing.hash.slice(1))
  expect(fragment.get('type')).toBe('recovery')
  expect(fragment.get('token_type')).toBe('bearer')
  expect(claims(fragment.get('access_token')!).email).toBe(email)
})

test('a new password must differ from the old one, and changing it ends the other sessions', async () => {
  const email = await newAccount('senha-antiga-1')
  const phone = pkceClient()
  await phone.auth.signInWithPassword({ email, password: 'senha-antiga-1' })
  const laptop = pkceClient()
  await laptop.auth.signInWithPassword({ email, password: 'senha-antiga-1' })

  const same = await laptop.auth.updateUser({ password: 'senha-antiga-1' })
  expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
  const weak = await laptop.auth.updateUser({ password: '123' })
  expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })

  expect((await laptop.auth.updateUser({ password: 'senha-nova-33' })).error).toBeNull()
  expect((await laptop.auth.getUser()).error).toBeNull()
  const ended = await phone.auth.getUser()
  expect(ended.error?.name).toBe('AuthSessionMissingError')
})

test('sign-up leaves its confirmation e-mail in the mailbox, and the page lists messages newest first', async () => {
  const first = await newAccount()
  const second = newEmail()
  await pkceClient().auth.signUp({
    email: second,
    password: 'senha-antiga-1',
    options: { emailRedirectTo: `${backend.url}/` },
  })
  const [confirmation] = await mailTo(second)
  expect(confirmation).toMatchObject({
    kind: 'confirmation',
    subject: 'Confirme seu cadastro no MOV',
  })

  const page = await fetch(`${backend.url}/__mailbox`)
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
  const html = await page.text()
  expect(html).toContain('<h1>Caixa de e-mails local</h1>')
  expect(html.indexOf(second)).toBeLessThan(html.indexOf(first))
  expect(html).toContain(`href="/__mailbox/${confirmation!.id}"`)

  const one = await fetch(`${backend.url}/__mailbox/${confirmation!.id}`)
  expect(await one.text()).toContain('Confirmar e-mail')
  expect((await fetch(`${backend.url}/__mailbox/nao-existe`)).status).toBe(404)
})

test('without the local Supabase (a hosted project configured) there is no mailbox', async () => {
  const storeOnly = await createBackend({ dbDir: 'memory', supabase: false, log: false })
  try {
    const answer = await storeOnly.handle(
      new Request('http://localhost:4173/__mailbox/messages'),
      '127.0.0.1',
    )
    expect(answer).toBeNull()
  } finally {
    await storeOnly.close()
  }
})
