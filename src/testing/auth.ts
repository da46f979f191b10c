// msw handlers and factories for the Supabase Auth, profiles and verify-password wire (see
// shared/contracts/SUPABASE-WIRE.md), used by the auth and restricted-area component tests.
import { http, HttpResponse } from 'msw'
import { TEST_ORIGIN } from './render'

export const AUTH_URL = `${TEST_ORIGIN}/auth/v1`
export const PROFILES_URL = `${TEST_ORIGIN}/rest/v1/profiles`
export const VERIFY_PASSWORD_URL = `${TEST_ORIGIN}/functions/v1/verify-password`

/** Where supabase-js keeps the session for the test origin (`sb-<first hostname label>-auth-token`). */
export const STORAGE_KEY = `sb-${new URL(TEST_ORIGIN).hostname.split('.')[0]}-auth-token`

export interface TestUser {
  id: string
  email: string
  fullName?: string
}

export const ana: TestUser = {
  id: '0b7e2c7a-4f0e-4d7e-9a51-1f2a3b4c5d6e',
  email: 'ana@mov.local',
  fullName: 'Ana Souza',
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

export function fakeUser(user: TestUser) {
  const now = new Date().toISOString()
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.fullName ? { full_name: user.fullName } : {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

let tokenCounter = 0

/** A GoTrue session answer for `user`, valid for an hour; `amr` names how they signed in. */
export function fakeSession(user: TestUser, { amr = 'password' }: { amr?: string } = {}) {
  tokenCounter += 1
  const exp = Math.floor(Date.now() / 1000) + 3600
  const claims = {
    sub: user.id,
    role: 'authenticated',
    exp,
    n: tokenCounter,
    amr: [{ method: amr }],
  }
  const access_token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.sig`
  return {
    access_token,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    refresh_token: `refresh-${tokenCounter}`,
    user: fakeUser(user),
  }
}

/** Stores a session as supabase-js would have, so the next subscription starts signed in. */
export function storeSession(user: TestUser, options: { amr?: string } = {}) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(fakeSession(user, options)))
}

/** GoTrue's error body, with the version header auth-js needs to read `code`. */
export function authError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code, message },
    { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
  )
}

/** profiles: answers with the given row for any id (or none). */
export function profileHandler(
  row: { role: string; full_name: string | null; avatar_url?: string | null } | null,
) {
  return http.get(PROFILES_URL, () => HttpResponse.json(row ? [{ avatar_url: null, ...row }] : []))
}

/** POST /token?grant_type=password: signs in `user` when the password matches. */
export function signInHandler(user: TestUser, password: string) {
  return http.post(`${AUTH_URL}/token`, async ({ request }) => {
    const body = (await request.json()) as {
      email?: string
      password?: string
      refresh_token?: string
    }
    if (new URL(request.url).searchParams.get('grant_type') === 'refresh_token')
      return HttpResponse.json(fakeSession(user))
    if (body.email === user.email && body.password === password)
      return HttpResponse.json(fakeSession(user))
    return authError(400, 'invalid_credentials', 'Invalid login credentials')
  })
}

export const logoutHandler = http.post(
  `${AUTH_URL}/logout`,
  () => new HttpResponse(null, { status: 204 }),
)
