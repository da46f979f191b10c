// The local auth's limits (docs/decisions/sign-in-limits.md): the password rule on every new
// password, with GoTrue's 422 weak_password answers, and the sign-in limit: per client address (the
// socket's), the 11th failed password sign-in within 5 minutes is answered with GoTrue's 429, right
// password or not. Requests come from several loopback addresses (127.0.0.x) to be different
// clients. The limiter itself, with a clock the test moves, shows the sliding window freeing
// itself.
import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { AuthError } from '../../local-backend/auth/core'
import {
  SIGN_IN_FAILURE_LIMIT,
  createFailureLimiter,
  isInvalidCredentials,
  withFailureLimit,
} from '../../local-backend/auth/limits'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { createTestClient, signUpConfirmed } from './support'

let backend: LocalBackend

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

const MEMBER = { email: 'membro@mov.local', password: 'mov-local-123' }
const RATE_LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' }

interface Answer {
  status: number
  version: string | undefined
  body: Record<string, unknown>
}

/** POST to the auth API from `localAddress` (a loopback address of this machine). */
function post(
  path: string,
  body: unknown,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${backend.url}/auth/v1${path}`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            version: res.headers['x-supabase-api-version'] as string | undefined,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const signIn = (credentials: { email: string; password: string }, from: string) =>
  post('/token?grant_type=password', credentials, from)

const wrong = (i: number) =>
  i % 2 === 0
    ? { email: MEMBER.email, password: `chute-errado-${i}` }
    : { email: `ninguem-${i}@exemplo.com.br`, password: 'chute-errado-1' }

test.each([
  [
    'shorter than 10 characters',
    'curta-123',
    ['length'],
    'Password should be at least 10 characters.',
  ],
  [
    'without a digit',
    'senhasemnumeros',
    ['characters'],
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
  ],
  [
    'without a letter',
    '12345678901',
    ['characters'],
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
  ],
  [
    'short and without a digit',
    'abc',
    ['length', 'characters'],
    'Password should be at least 10 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
  ],
])(
  'a sign-up with a password %s gets GoTrue 422 weak_password',
  async (_name, password, reasons, message) => {
    const answer = await post(
      '/signup',
      { email: `fraca-${Date.now()}@exemplo.com.br`, password },
      '127.0.0.9',
    )
    expect(answer).toEqual({
      status: 422,
      version: '2024-01-01',
      body: { code: 'weak_password', message, weak_password: { reasons } },
    })
  },
)

test('a password change (PUT /user) follows the rule too', async () => {
  const client = createTestClient(backend.url, LOCAL_ANON_KEY)
  const email = `troca-${Date.now()}@exemplo.com.br`
  expect(
    (await signUpConfirmed(client, backend.url, { email, password: 'senha-antiga-1' })).error,
  ).toBeNull()
  const weak = await client.auth.updateUser({ password: 'senha-sem-numero' })
  expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
  expect((await client.auth.updateUser({ password: 'senha-nova-2024' })).error).toBeNull()
})

test('successful sign-ins neither count nor forgive: the 10th failure is still 400, the next attempt 429', async () => {
  const from = '127.0.0.3'
  for (let i = 0; i < 9; i++) expect((await signIn(wrong(i), from)).status).toBe(400)
  for (let i = 0; i < 5; i++) expect((await signIn(MEMBER, from)).status).toBe(200)
  expect((await signIn(wrong(9), from)).body).toMatchObject({ code: 'invalid_credentials' })
  expect(await signIn(MEMBER, from)).toEqual({
    status: 429,
    version: '2024-01-01',
    body: RATE_LIMITED,
  })
})

test('wrong sign-ins sent all at once cannot slip past the limit together', async () => {
  const answers = await Promise.all(
    Array.from({ length: 15 }, (_, i) => signIn(wrong(i), '127.0.0.4')),
  )
  const statuses = answers.map((a) => a.status).sort()
  expect(statuses).toEqual([...Array(10).fill(400), ...Array(5).fill(429)])
})

// Last: it leaves 127.0.0.1 (where supabase-js connects from) limited for 5 minutes.
test('10 failed sign-ins from one address are answered 400 invalid_credentials, the 11th 429 even with the right password; another address still signs in', async () => {
  const supabase = createTestClient(backend.url, LOCAL_ANON_KEY)
  for (let i = 0; i < SIGN_IN_FAILURE_LIMIT.max; i++) {
    const { error } = await supabase.auth.signInWithPassword(wrong(i))
    expect(error, `attempt ${i + 1}`).toMatchObject({ status: 400, code: 'invalid_credentials' })
  }
  expect(await signIn(MEMBER, '127.0.0.1')).toEqual({
    status: 429,
    version: '2024-01-01',
    body: RATE_LIMITED,
  })
  const refused = await supabase.auth.signInWithPassword(MEMBER)
  expect(refused.data.session).toBeNull()
  expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  // A header the caller writes changes nothing: the socket's address counts.
  expect(
    (
      await post('/token?grant_type=password', MEMBER, '127.0.0.1', {
        'X-Forwarded-For': '203.0.113.7',
        'CF-Connecting-IP': '203.0.113.8',
      })
    ).status,
  ).toBe(429)
  const elsewhere = await signIn(MEMBER, '127.0.0.2')
  expect(elsewhere.status).toBe(200)
  expect(elsewhere.body.access_token).toEqual(expect.any(String))
})

test('the local limit is 10 failures per address in a 5-minute window', () => {
  expect(SIGN_IN_FAILURE_LIMIT).toEqual({ max: 10, windowMs: 5 * 60_000 })
})

test('the window slides: each failure stops counting once it is older than the window', () => {
  let now = 0
  const limiter = createFailureLimiter({ max: 3, windowMs: 1000 }, () => now)
  const failAt = (t: number) => {
    now = t
    const attempt = limiter.begin('a')
    attempt.fail()
    attempt.end()
  }
  failAt(0)
  failAt(100)
  failAt(200)
  now = 999
  expect(() => limiter.begin('a')).toThrow(AuthError)
  // Another address has its own count.
  expect(() => limiter.begin('b').end()).not.toThrow()
  // The first failure leaves the window at 1000: one more attempt, which fails.
  failAt(1000)
  now = 1050
  expect(() => limiter.begin('a')).toThrow(AuthError)
  // At 1200 the failures at 100 and 200 have left: two attempts again.
  failAt(1200)
  failAt(1200)
  now = 1201
  expect(() => limiter.begin('a')).toThrow(AuthError)
})

test('while an address is limited, the attempt never runs (no password is checked); only invalid credentials count', async () => {
  const limiter = createFailureLimiter({ max: 2, windowMs: 60_000 })
  const refusal = (code: string) => () => Promise.reject(new AuthError(400, code, code))
  // A refusal for another reason (unconfirmed e-mail, bad body) is not a wrong password.
  await expect(
    withFailureLimit(limiter, 'x', isInvalidCredentials, refusal('email_not_confirmed')),
  ).rejects.toMatchObject({ code: 'email_not_confirmed' })
  for (let i = 0; i < 2; i++) {
    await expect(
      withFailureLimit(limiter, 'x', isInvalidCredentials, refusal('invalid_credentials')),
    ).rejects.toMatchObject({ code: 'invalid_credentials' })
  }
  let ran = false
  await expect(
    withFailureLimit(limiter, 'x', isInvalidCredentials, () => {
      ran = true
      return Promise.resolve('session')
    }),
  ).rejects.toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  expect(ran).toBe(false)
})
