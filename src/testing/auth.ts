// msw handlers and factories for the Supabase Auth, profiles and verify-password wire (see
// docs/contracts/SUPABASE-WIRE.md), used by the auth and restricted-area component tests.
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

/** A session's assurance level: aal1 after a password, aal2 after a code of a second factor. */
export type Aal = 'aal1' | 'aal2'

export interface SessionOptions {
  /** How they signed in first ('password', 'recovery', 'otp'...). */
  amr?: string
  /** aal2 adds a TOTP verification to `amr`, newest first (as GoTrue). Defaults to aal1. */
  aal?: Aal
  /** The account's MFA factors, as GoTrue lists them in the user. */
  factors?: unknown[]
}

/** A GoTrue session answer for `user`, valid for an hour; `amr` names how they signed in. */
export function fakeSession(
  user: TestUser,
  { amr = 'password', aal = 'aal1', factors }: SessionOptions = {},
) {
  tokenCounter += 1
  const now = Math.floor(Date.now() / 1000)
  const exp = now + 3600
  const methods = [{ method: amr, timestamp: now - 60 }]
  const claims = {
    sub: user.id,
    role: 'authenticated',
    exp,
    n: tokenCounter,
    aal,
    amr: aal === 'aal2' ? [{ method: 'totp', timestamp: now }, ...methods] : methods,
  }
  const access_token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.sig`
  return {
    access_token,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    refresh_token: `refresh-${tokenCounter}`,
    user: factors ? { ...fakeUser(user), factors } : fakeUser(user),
  }
}

/** Stores a session as supabase-js would have, so the next subscription starts signed in. */
export function storeSession(user: TestUser, options: SessionOptions = {}) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(fakeSession(user, options)))
}

/** A staff member's session that passed the second factor (staff rights need aal2). */
export function storeStaffSession(user: TestUser) {
  storeSession(user, { aal: 'aal2', factors: [verifiedTotpFactor] })
}

/** A verified TOTP factor as GoTrue lists it in the user. */
export const verifiedTotpFactor = {
  id: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  friendly_name: 'Autenticador',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
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

/**
 * POST /token?grant_type=password: signs in `user` when the password matches (at aal1, with the
 * account's `factors` listed in the user as GoTrue does).
 */
export function signInHandler(
  user: TestUser,
  password: string,
  { factors }: { factors?: unknown[] } = {},
) {
  return http.post(`${AUTH_URL}/token`, async ({ request }) => {
    const body = (await request.json()) as {
      email?: string
      password?: string
      refresh_token?: string
    }
    if (new URL(request.url).searchParams.get('grant_type') === 'refresh_token')
      return HttpResponse.json(fakeSession(user, { factors }))
    if (body.email === user.email && body.password === password)
      return HttpResponse.json(fakeSession(user, { factors }))
    return authError(400, 'invalid_credentials', 'Invalid login credentials')
  })
}

export const logoutHandler = http.post(
  `${AUTH_URL}/logout`,
  () => new HttpResponse(null, { status: 204 }),
)
