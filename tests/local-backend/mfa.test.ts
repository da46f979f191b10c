// Multi-factor authentication against the local backend as hosted GoTrue answers it: supabase-js's
// `auth.mfa.*` (enroll with a QR SVG and the secret, challenge, verify with a code computed here
// from the secret, unenroll), `aal`/`amr` in the tokens and in the claims the database sees, the
// AAL rules (enrol, unenrol, password change), the limit on wrong codes, and the seeded staff
// factors. The database's view of the claims comes from a test-only function added to a copy of
// the project's migrations (the real migrations, seed and stub are linked, not copied).
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP, URI } from 'otpauth'
import { afterAll, beforeAll, expect, test, vi, type MockInstance } from 'vitest'
import { MFA_SETTINGS } from '../../local-backend/auth/mfa-factors'
import { ROOT_DIR } from '../../local-backend/config'
import { SEEDED_FACTOR_NAME, SEEDED_TOTP_FACTORS } from '../../local-backend/seed-factors.mjs'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { currentCode, secretOf } from '../../scripts/totp.mjs'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { createTestClient, signUpConfirmed } from './support'
import { DEMO_PASSWORD, staffSession, totpCode } from './support/staff-session'

const root = mkdtempSync(join(tmpdir(), 'mov-mfa-'))
let backend: LocalBackend
/** A second backend of its own for the wrong-code limit (counted per client address). */
let limited: LocalBackend
let startupText = ''
let log: MockInstance<typeof console.log> | undefined

/**
 * Test-only SQL: what `auth.jwt()` holds for a request, a way to age a challenge, and a way to
 * forget a factor's last accepted step (so one code can be raced by two sessions).
 */
const FIXTURE_SQL = `
create function public.test_jwt_aal() returns text language sql stable as $$ select auth.jwt() ->> 'aal' $$;
grant execute on function public.test_jwt_aal() to anon, authenticated;
create function public.test_age_challenge(challenge uuid) returns void
language sql security definer set search_path = '' as $$
  update auth.mfa_challenges set created_at = created_at - interval '301 seconds' where id = challenge
$$;
grant execute on function public.test_age_challenge(uuid) to authenticated;
create function public.test_forget_totp_step(factor uuid) returns void
language sql security definer set search_path = '' as $$
  update auth.mfa_factors set last_totp_step = null where id = factor
$$;
grant execute on function public.test_forget_totp_step(uuid) to authenticated;
`

beforeAll(async () => {
  mkdirSync(join(root, 'local-backend'), { recursive: true })
  mkdirSync(join(root, 'supabase/migrations'), { recursive: true })
  symlinkSync(join(ROOT_DIR, 'local-backend/sql'), join(root, 'local-backend/sql'))
  symlinkSync(join(ROOT_DIR, 'supabase/seed.sql'), join(root, 'supabase/seed.sql'))
  symlinkSync(join(ROOT_DIR, 'public'), join(root, 'public'))
  for (const name of readdirSync(join(ROOT_DIR, 'supabase/migrations'))) {
    symlinkSync(
      join(ROOT_DIR, 'supabase/migrations', name),
      join(root, 'supabase/migrations', name),
    )
  }
  writeFileSync(join(root, 'supabase/migrations/99999999999999_test_mfa_fixture.sql'), FIXTURE_SQL)
  // The second backend prints its start-up text (and later lines) to the log, kept here.
  log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    startupText += `${String(line)}\n`
  })
  ;[backend, limited] = await Promise.all([
    startLocalBackend({ dbDir: 'memory', rootDir: root }),
    startLocalBackend({ dbDir: 'memory', log: true }),
  ])
})

afterAll(async () => {
  await Promise.all([backend?.close(), limited?.close()])
  log?.mockRestore()
  rmSync(root, { recursive: true, force: true })
})

let counter = 0
const newEmail = () => `mfa${++counter}-${Date.now()}@exemplo.com.br`
const PASSWORD = 'senha-forte-2024'

/** A new member with a confirmed account and a password session (aal1). */
async function newMember(url = backend.url): Promise<{ client: SupabaseClient; email: string }> {
  const client = createTestClient(url, LOCAL_ANON_KEY)
  const email = newEmail()
  const { error } = await signUpConfirmed(client, url, { email, password: PASSWORD })
  if (error) throw error
  return { client, email }
}

/** supabase-js types an amr entry as a method name or an object with one. */
const methodOf = (m: string | { method: string }) => (typeof m === 'string' ? m : m.method)

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >
}

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token
}

/** A six-digit code that the secret does not produce now, nor 30 s before or after. */
function wrongCode(secret: string): string {
  const s = Secret.fromBase32(secret)
  const valid = new Set(
    [-30_000, 0, 30_000].map((d) => TOTP.generate({ secret: s, timestamp: Date.now() + d })),
  )
  let code = 0
  while (valid.has(String(code).padStart(6, '0'))) code++
  return String(code).padStart(6, '0')
}

/** A POST to the auth API with a user's token from `localAddress` (a loopback address). */
function postFrom(
  localAddress: string,
  token: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${backend.url}/auth/v1${path}`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          apikey: LOCAL_ANON_KEY,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

/** A raw call to the auth API with a user's token, for what supabase-js does not expose. */
function authCall(url: string, token: string, path: string, method: string, body?: unknown) {
  return fetch(`${url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

test('a member enrols TOTP (QR SVG, secret, otpauth URI), verifies a code and gets an aal2 session that refresh keeps', async () => {
  const { client, email } = await newMember()
  const before = await client.auth.mfa.getAuthenticatorAssuranceLevel()
  expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
  expect(await client.rpc('test_jwt_aal')).toMatchObject({ data: 'aal1' })

  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'MOV' })
  expect(enrolled.error).toBeNull()
  const { id: factorId, type, totp } = enrolled.data!
  expect(type).toBe('totp')
  expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>$/)
  expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/)
  const uri = URI.parse(totp.uri) as TOTP
  expect(uri).toBeInstanceOf(TOTP)
  expect(uri.secret.base32).toBe(totp.secret)
  expect(uri.issuer).toBe('MOV')
  expect(uri.label).toBe(email)

  // Not verified yet: listed in `all`, not among the usable TOTP factors, and no next level.
  const pending = await client.auth.mfa.listFactors()
  expect(pending.data?.all.map((f) => [f.id, f.status])).toEqual([[factorId, 'unverified']])
  expect(pending.data?.totp).toEqual([])

  const challenge = await client.auth.mfa.challenge({ factorId })
  expect(challenge.error).toBeNull()
  expect(challenge.data?.type).toBe('totp')
  const now = Math.floor(Date.now() / 1000)
  expect(challenge.data!.expires_at).toBeGreaterThanOrEqual(now + 295)
  expect(challenge.data!.expires_at).toBeLessThanOrEqual(now + 301)

  const wrong = await client.auth.mfa.verify({
    factorId,
    challengeId: challenge.data!.id,
    code: wrongCode(totp.secret),
  })
  expect(wrong.error).toMatchObject({
    status: 422,
    code: 'mfa_verification_failed',
    message: 'Invalid TOTP code entered',
  })

  // The same challenge still takes the right code.
  const verified = await client.auth.mfa.verify({
    factorId,
    challengeId: challenge.data!.id,
    code: totpCode(totp.secret),
  })
  expect(verified.error).toBeNull()
  const claims = claimsOf(verified.data!.access_token)
  expect(claims.aal).toBe('aal2')
  expect((claims.amr as Array<{ method: string }>).map((a) => a.method)).toEqual([
    'totp',
    'password',
  ])
  expect(verified.data!.user.factors?.map((f) => [f.id, f.status])).toEqual([
    [factorId, 'verified'],
  ])
  expect(await client.rpc('test_jwt_aal')).toMatchObject({ data: 'aal2' })
  expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
    currentLevel: 'aal2',
    nextLevel: 'aal2',
  })

  // A used challenge cannot be verified again.
  const reused = await client.auth.mfa.verify({
    factorId,
    challengeId: challenge.data!.id,
    code: totpCode(totp.secret),
  })
  expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })

  const refreshed = await client.auth.refreshSession()
  expect(refreshed.error).toBeNull()
  const again = claimsOf(refreshed.data.session!.access_token)
  expect(again.aal).toBe('aal2')
  expect(again.amr).toEqual(claims.amr)
  expect(again.session_id).toBe(claims.session_id)

  const user = await client.auth.getUser()
  expect(user.data.user?.factors).toEqual([
    expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified' }),
  ])
  const listed = await client.auth.mfa.listFactors()
  expect(listed.data?.totp.map((f) => f.id)).toEqual([factorId])
})

test('an expired challenge is refused with mfa_challenge_expired, even with the right code', async () => {
  const { client } = await newMember()
  const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
  const challenge = await client.auth.mfa.challenge({ factorId: data!.id })
  expect(await client.rpc('test_age_challenge', { challenge: challenge.data!.id })).toMatchObject({
    error: null,
  })
  const late = await client.auth.mfa.verify({
    factorId: data!.id,
    challengeId: challenge.data!.id,
    code: totpCode(data!.totp.secret),
  })
  expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
  expect(late.error?.message).toBe(
    `MFA challenge ${challenge.data!.id} has expired, verify against another challenge or create a new challenge.`,
  )
  // A new challenge works.
  const fresh = await client.auth.mfa.challengeAndVerify({
    factorId: data!.id,
    code: totpCode(data!.totp.secret),
  })
  expect(fresh.error).toBeNull()
})

test('at aal1 a user with a verified factor cannot enrol another, unenrol it or change the password; at aal2 the factor is unenrolled', async () => {
  const { client, email } = await newMember()
  const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' })
  const secret = data!.totp.secret
  // An unverified factor may go at aal1, as on GoTrue; a second one with the same name may not come.
  const clash = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' })
  expect(clash.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
  expect(
    (await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpCode(secret) }))
      .error,
  ).toBeNull()

  // The same person signs in elsewhere: a password session, aal1.
  const other = createTestClient(backend.url, LOCAL_ANON_KEY)
  expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
    currentLevel: 'aal1',
    nextLevel: 'aal2',
  })
  const enrolAgain = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' })
  expect(enrolAgain.error).toMatchObject({
    status: 403,
    code: 'insufficient_aal',
    message: 'AAL2 required to enroll a new factor',
  })
  const unenrolAal1 = await other.auth.mfa.unenroll({ factorId: data!.id })
  expect(unenrolAal1.error).toMatchObject({
    status: 422,
    code: 'insufficient_aal',
    message: 'AAL2 required to unenroll verified factor',
  })
  const password = await other.auth.updateUser({ password: 'outra-senha-forte-99' })
  expect(password.error).toMatchObject({
    status: 401,
    code: 'insufficient_aal',
    message: 'AAL2 session is required to update email or password when MFA is enabled.',
  })
  // Metadata is not guarded.
  expect((await other.auth.updateUser({ data: { apelido: 'Mi' } })).error).toBeNull()

  // Another user's factor does not exist for this one.
  const stranger = await newMember()
  const foreign = await stranger.client.auth.mfa.challenge({ factorId: data!.id })
  expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })

  // At aal2 (the first client) the factor goes, and the session falls back to aal1 on refresh.
  const removed = await client.auth.mfa.unenroll({ factorId: data!.id })
  expect(removed).toMatchObject({ data: { id: data!.id }, error: null })
  const after = claimsOf((await client.auth.refreshSession()).data.session!.access_token)
  expect(after.aal).toBe('aal1')
  expect((after.amr as Array<{ method: string }>).map((a) => a.method)).toEqual(['password'])
  expect((await client.auth.getUser()).data.user?.factors).toBeUndefined()
})

test('errors carry GoTrue codes and the X-Supabase-Api-Version header', async () => {
  const { client } = await newMember()
  const token = await accessToken(client)
  const unknown = await authCall(
    backend.url,
    token,
    '/factors/00000000-0000-4000-8000-000000000000/challenge',
    'POST',
    {},
  )
  expect(unknown.status).toBe(404)
  expect(unknown.headers.get('x-supabase-api-version')).toBe('2024-01-01')
  expect(await unknown.json()).toEqual({
    code: 'mfa_factor_not_found',
    message: 'Factor not found',
  })
  const phone = await authCall(backend.url, token, '/factors', 'POST', { factor_type: 'phone' })
  expect(phone.status).toBe(422)
  expect(((await phone.json()) as { code: string }).code).toBe('mfa_phone_enroll_not_enabled')
  const raw = await authCall(backend.url, token, '/factors', 'POST', { factor_type: 'totp' })
  const body = (await raw.json()) as { totp: { qr_code: string } }
  expect(body.totp.qr_code).toMatch(/^<svg /)
  const noToken = await fetch(`${backend.url}/auth/v1/factors`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: '{"factor_type":"totp"}',
  })
  expect(noToken.status).toBe(401)
})

test('the 11th verification after 10 wrong codes from one address in 5 minutes is answered 429', async () => {
  // Spread over two factors (each stays under its own limit of 5): the address's count decides.
  const attempts: Array<(code: string) => Promise<Response>> = []
  const secrets: string[] = []
  for (let n = 0; n < 3; n++) {
    const { client } = await newMember(limited.url)
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id })
    const token = await accessToken(client)
    secrets.push(data!.totp.secret)
    attempts.push((code) =>
      authCall(limited.url, token, `/factors/${data!.id}/verify`, 'POST', {
        challenge_id: challenge.data!.id,
        code,
      }),
    )
  }
  for (let i = 0; i < 10; i++) {
    const res = await attempts[i % 2]!(wrongCode(secrets[i % 2]!))
    expect(res.status).toBe(422)
  }
  const blocked = await attempts[2]!(totpCode(secrets[2]!))
  expect(blocked.status).toBe(429)
  expect(blocked.headers.get('x-supabase-api-version')).toBe('2024-01-01')
  expect(await blocked.json()).toEqual({
    code: 'over_request_rate_limit',
    message: 'Request rate limit reached',
  })
})

test('a code is accepted once per factor: replayed by a fresh session, or an older one, it is refused; the next code works', async () => {
  const { client, email } = await newMember()
  const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
  const secret = data!.totp.secret
  const code = totpCode(secret)
  expect((await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code })).error).toBeNull()

  // Whoever saw the code (and knows the password) tries it in a session of their own.
  const other = createTestClient(backend.url, LOCAL_ANON_KEY)
  expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  const replay = await other.auth.mfa.challengeAndVerify({ factorId: data!.id, code })
  expect(replay.error).toMatchObject({
    status: 422,
    code: 'mfa_verification_failed',
    message: 'Invalid TOTP code entered',
  })
  const older = await other.auth.mfa.challengeAndVerify({
    factorId: data!.id,
    code: totpCode(secret, Date.now() - 30_000),
  })
  expect(older.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
  expect(claimsOf(await accessToken(other)).aal).toBe('aal1')

  // The authenticator's next code is a new step: accepted.
  const next = await other.auth.mfa.challengeAndVerify({
    factorId: data!.id,
    code: totpCode(secret, Date.now() + 30_000),
  })
  expect(next.error).toBeNull()
  expect(claimsOf(next.data!.access_token).aal).toBe('aal2')
})

test('two verifications of the same code racing each other give one session, the other a refusal', async () => {
  const { client, email } = await newMember()
  const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
  const factorId = data!.id
  const secret = data!.totp.secret
  expect(
    (await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error,
  ).toBeNull()
  // A second session at aal2 too (aal1 sessions end when one verifies, which would decide the
  // race for another reason): the step is forgotten so the same code serves it.
  const forget = async () =>
    expect(await client.rpc('test_forget_totp_step', { factor: factorId })).toMatchObject({
      error: null,
    })
  const other = createTestClient(backend.url, LOCAL_ANON_KEY)
  expect((await other.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  await forget()
  expect(
    (await other.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error,
  ).toBeNull()
  await forget()

  const sessions = [client, other]
  const challenges = await Promise.all(sessions.map((c) => c.auth.mfa.challenge({ factorId })))
  const tokens = await Promise.all(sessions.map(accessToken))
  const code = totpCode(secret)
  const answers = await Promise.all(
    sessions.map((_, i) =>
      authCall(backend.url, tokens[i]!, `/factors/${factorId}/verify`, 'POST', {
        challenge_id: challenges[i]!.data!.id,
        code,
      }),
    ),
  )
  expect(answers.map((a) => a.status).sort()).toEqual([200, 422])
  const refused = answers.find((a) => a.status === 422)!
  expect(await refused.json()).toEqual({
    code: 'mfa_verification_failed',
    message: 'Invalid TOTP code entered',
  })
})

test('wrong codes against one factor are limited whatever the address: after 5 in 5 minutes it answers 429, even the right code', async () => {
  const { client } = await newMember()
  const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
  const secret = data!.totp.secret
  expect(
    (await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: totpCode(secret) }))
      .error,
  ).toBeNull()
  const token = await accessToken(client)
  const guess = async (from: string, code: string) => {
    const challenge = await postFrom(from, token, `/factors/${data!.id}/challenge`, {})
    expect(challenge.status).toBe(200)
    return postFrom(from, token, `/factors/${data!.id}/verify`, {
      challenge_id: challenge.body.id,
      code,
    })
  }
  // Three addresses take turns: none reaches the address limit of 10.
  for (let i = 0; i < 5; i++) {
    const answer = await guess(`127.0.0.${2 + (i % 3)}`, wrongCode(secret))
    expect(answer).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } })
  }
  expect(await guess('127.0.0.4', wrongCode(secret))).toMatchObject({
    status: 429,
    body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
  })
  // A new address with the right (unused) code: still the factor's limit.
  expect(await guess('127.0.0.5', totpCode(secret, Date.now() + 30_000))).toMatchObject({
    status: 429,
  })

  // Another person's factor, from an address that guessed here, is not limited.
  const { client: someone } = await newMember()
  const theirs = await someone.auth.mfa.enroll({ factorType: 'totp' })
  const theirToken = await accessToken(someone)
  const challenge = await postFrom(
    '127.0.0.2',
    theirToken,
    `/factors/${theirs.data!.id}/challenge`,
    {},
  )
  const verified = await postFrom('127.0.0.2', theirToken, `/factors/${theirs.data!.id}/verify`, {
    challenge_id: challenge.body.id,
    code: totpCode(theirs.data!.totp.secret),
  })
  expect(verified.status).toBe(200)
})

test('a seeded staff account signs in at aal1 and reaches aal2 with its seeded secret through challengeAndVerify', async () => {
  const supabase = createTestClient(backend.url, LOCAL_ANON_KEY)
  const signIn = await supabase.auth.signInWithPassword({
    email: 'admin@mov.local',
    password: DEMO_PASSWORD,
  })
  expect(signIn.error).toBeNull()
  expect(claimsOf(signIn.data.session!.access_token)).toMatchObject({ aal: 'aal1' })
  const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
  expect(level.data?.currentAuthenticationMethods.map(methodOf)).toEqual(['password'])
  expect(await supabase.rpc('test_jwt_aal')).toMatchObject({ data: 'aal1' })

  const factors = await supabase.auth.mfa.listFactors()
  const factor = factors.data!.totp[0]!
  expect(factor).toMatchObject({ friendly_name: SEEDED_FACTOR_NAME, status: 'verified' })
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode('MOVLOCALADMINTOTPSECRETKEY234567'),
  })
  expect(verified.error).toBeNull()
  const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
  expect(after.data?.currentAuthenticationMethods.map(methodOf)).toEqual(['totp', 'password'])
  expect(await supabase.rpc('test_jwt_aal')).toMatchObject({ data: 'aal2' })
})

test('every seeded secret of seed-factors.mjs is the one supabase/seed.sql gives the account, and is printed at start', async () => {
  const seed = readFileSync(join(ROOT_DIR, 'supabase/seed.sql'), 'utf8')
  const rows = [
    ...seed.matchAll(
      /\('(af[0-9a-f-]+)', '([0-9a-f-]+)', '([^']+)',\s*'totp', 'verified', '([A-Z2-7]+)'/g,
    ),
  ]
  expect(rows.map((r) => [r[1], r[3], r[4]])).toEqual(
    SEEDED_TOTP_FACTORS.map((f) => [f.factorId, SEEDED_FACTOR_NAME, f.secret]),
  )
  for (const { email, factorId } of SEEDED_TOTP_FACTORS) {
    const supabase = await staffSession(backend.url, email)
    const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(data?.currentLevel).toBe('aal2')
    expect((await supabase.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId])
    expect(startupText).toMatch(new RegExp(`${email}\\s+${secretOf(email)}`))
  }
  expect(startupText).toContain('npm run totp -- <email>')
  // membro has no factor: not asked for a second step.
  const member = createTestClient(backend.url, LOCAL_ANON_KEY)
  await member.auth.signInWithPassword({ email: 'membro@mov.local', password: DEMO_PASSWORD })
  expect((await member.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
    currentLevel: 'aal1',
    nextLevel: 'aal1',
  })
})

test('npm run totp prints the code of a seeded account or of a base32 secret', () => {
  const secret = SEEDED_TOTP_FACTORS[0]!.secret
  expect(secretOf(SEEDED_TOTP_FACTORS[0]!.email)).toBe(secret)
  expect(secretOf(secret.toLowerCase())).toBe(secret)
  expect(secretOf('ninguem@mov.local')).toBeUndefined()
  expect(secretOf('not a secret!')).toBeUndefined()
  const at = Date.UTC(2026, 0, 1, 12, 0, 10)
  expect(currentCode(secret, at)).toEqual({
    token: TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at }),
    remaining: 20,
  })
})

test('supabase/config.toml enables TOTP with the limit the local backend applies', () => {
  const toml = readFileSync(join(ROOT_DIR, 'supabase/config.toml'), 'utf8')
  const section = (name: string) => {
    const start = toml.indexOf(`\n[${name}]\n`)
    expect(start, `[${name}] in config.toml`).toBeGreaterThan(-1)
    const rest = toml.slice(start + name.length + 4)
    const end = rest.search(/\n\[/)
    return end === -1 ? rest : rest.slice(0, end)
  }
  expect(section('auth.mfa')).toContain(`max_enrolled_factors = ${MFA_SETTINGS.maxEnrolledFactors}`)
  expect(section('auth.mfa.totp')).toMatch(/^enroll_enabled = true$/m)
  expect(section('auth.mfa.totp')).toMatch(/^verify_enabled = true$/m)
})
