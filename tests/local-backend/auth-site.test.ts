// The auth e-mails lead to the site fixed when the backend starts (SITE_URL and its allow-list,
// local-backend/auth/site.ts), never to the Host a request names
// (docs/decisions/auth-hardening.md): a recovery asked with a forged Host or X-Forwarded-Host, or
// with a foreign redirect_to, mails a link to the site only, and /verify sends the browser nowhere
// else. Requests go out through node:http so the Host header is exactly the attacker's.
import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'

let backend: LocalBackend
let configured: LocalBackend

beforeAll(async () => {
  ;[backend, configured] = await Promise.all([
    startLocalBackend({ dbDir: 'memory' }),
    startLocalBackend({
      dbDir: 'memory',
      site: {
        url: 'https://mov.example',
        redirectUrls: ['https://app.mov.example/redefinir-senha', 'http://localhost:4173'],
      },
    }),
  ])
})

afterAll(async () => {
  await Promise.all([backend?.close(), configured?.close()])
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One request to `base` with the headers exactly as given (Host included). */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const { hostname, port } = new URL(base)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method,
        path,
        agent: false,
        headers: {
          apikey: LOCAL_ANON_KEY,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }

let counter = 0
const newEmail = () => `site${++counter}-${Date.now()}@exemplo.com.br`

/** A confirmed account on `base` (its sign-up link opened as it was mailed). */
async function newAccount(base: string): Promise<string> {
  const email = newEmail()
  const signUp = await send(
    base,
    'POST',
    '/auth/v1/signup',
    {},
    { email, password: 'senha-boa-123' },
  )
  expect(signUp.status).toBe(200)
  const link = new URL((await mail(base, email, 'confirmation'))[0]!)
  const opened = await send(base, 'GET', `${link.pathname}${link.search}`, {})
  expect(opened.status).toBe(303)
  return email
}

/** The links of the newest e-mail of `kind` to `email`. */
async function mail(base: string, email: string, kind: string): Promise<string[]> {
  const res = await fetch(`${base}/__mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await res.json()) as { messages: Array<{ kind: string; links: string[] }> }
  const message = messages.find((m) => m.kind === kind)
  expect(message, `a ${kind} e-mail to ${email}`).toBeDefined()
  return message!.links
}

test('a recovery asked with a forged Host and a foreign redirect_to mails a link to the site only', async () => {
  const email = await newAccount(backend.url)
  const evilRedirect = encodeURIComponent('http://evil.example/redefinir-senha')
  const asked = await send(
    backend.url,
    'POST',
    `/auth/v1/recover?redirect_to=${evilRedirect}`,
    forged,
    { email },
  )
  expect(asked.status).toBe(200)
  const links = await mail(backend.url, email, 'recovery')
  const link = new URL(links[0]!)
  expect(link.origin).toBe(backend.url)
  expect(link.pathname).toBe('/auth/v1/verify')
  expect(link.searchParams.get('redirect_to')).toBe(`${backend.url}/`)
  for (const href of links) expect(href).not.toContain('evil.example')

  // The link opened with a forged Host still lands on the site.
  const opened = await send(backend.url, 'GET', `${link.pathname}${link.search}`, forged)
  expect(opened.status).toBe(303)
  const landing = new URL(String(opened.headers.location))
  // The session (implicit flow: no code challenge was sent) goes to the site, nowhere else.
  expect(landing.origin).toBe(backend.url)
  expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy()
})

test('a forged Host names neither the link of a sign-up nor the issuer of a session', async () => {
  const email = newEmail()
  const signUp = await send(
    backend.url,
    'POST',
    `/auth/v1/signup?redirect_to=${encodeURIComponent('http://evil.example/')}`,
    forged,
    { email, password: 'senha-boa-123' },
  )
  expect(signUp.status).toBe(200)
  const link = new URL((await mail(backend.url, email, 'confirmation'))[0]!)
  expect(link.origin).toBe(backend.url)
  expect(link.searchParams.get('redirect_to')).toBe(`${backend.url}/`)
  await send(backend.url, 'GET', `${link.pathname}${link.search}`, forged)

  const token = await send(backend.url, 'POST', '/auth/v1/token?grant_type=password', forged, {
    email,
    password: 'senha-boa-123',
  })
  expect(token.status).toBe(200)
  const { access_token } = JSON.parse(token.body) as { access_token: string }
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()) as {
    iss: string
  }
  expect(claims.iss).toBe(`${backend.url}/auth/v1`)
})

test("a configured SITE_URL is the links' origin whatever address the request came to", async () => {
  const email = await newAccount(configured.url)
  await send(
    configured.url,
    'POST',
    `/auth/v1/recover?redirect_to=${encodeURIComponent('https://mov.example/redefinir-senha')}`,
    {},
    { email },
  )
  const link = new URL((await mail(configured.url, email, 'recovery'))[0]!)
  expect(link.origin).toBe('https://mov.example')
  expect(link.searchParams.get('redirect_to')).toBe('https://mov.example/redefinir-senha')
})

test("redirect_to is kept only on the site's origin or an allow-listed address", async () => {
  const cases: Array<[string, string]> = [
    ['https://mov.example/conta?x=1', 'https://mov.example/conta?x=1'],
    ['https://app.mov.example/redefinir-senha', 'https://app.mov.example/redefinir-senha'],
    // An allow-listed path allows that path only; a bare origin allows the whole origin.
    ['https://app.mov.example/outra', 'https://mov.example/'],
    ['http://localhost:4173/redefinir-senha', 'http://localhost:4173/redefinir-senha'],
    // Another scheme, port or host is another origin.
    ['http://mov.example/', 'https://mov.example/'],
    ['https://mov.example:8443/', 'https://mov.example/'],
    ['https://mov.example.evil.example/', 'https://mov.example/'],
    ['https://mov.example@evil.example/', 'https://mov.example/'],
    [`${configured.url}/redefinir-senha`, 'https://mov.example/'],
    ['/\\evil.example', 'https://mov.example/'],
  ]
  for (const [asked, kept] of cases) {
    const opened = await send(
      configured.url,
      'GET',
      `/auth/v1/verify?type=signup&token=&redirect_to=${encodeURIComponent(asked)}`,
      forged,
    )
    expect(opened.status, asked).toBe(303)
    const location = new URL(String(opened.headers.location))
    expect(`${location.origin}${location.pathname}${location.search}`, asked).toBe(kept)
  }
})
