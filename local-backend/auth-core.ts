// What the `/auth/v1` handlers share: GoTrue's error shape, the user object, sessions and the
// password rule. The routes are in auth.ts (sign-up, sign-in, refresh, user, logout) and
// auth-recovery.ts (password recovery, the link check and the PKCE code exchange).
import { randomBytes, randomUUID } from 'node:crypto'
import type { Transaction } from './db.ts'
import { passwordPolicy, weakPasswordReasons } from '../src/config/password-policy.ts'
import { ACCESS_TOKEN_TTL_SECONDS } from './config.ts'
import { signJwt } from './jwt.ts'

export const API_VERSION = '2024-01-01'
const HEADERS = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': API_VERSION }
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * supabase/config.toml's `[auth]` and `[auth.email]`, as the local GoTrue applies them
 * (tests/local-backend/auth-config.test.ts holds the two together).
 */
export const AUTH_SETTINGS = {
  /** `enable_confirmations`: a sign-up waits for its e-mail link; no session before. */
  enableConfirmations: true,
  /** `double_confirm_changes` (GoTrue's secure_email_change): both addresses confirm a change. */
  secureEmailChange: true,
  /** `secure_password_change`: a session older than 24 h cannot set a new password. */
  securePasswordChange: true,
  /** `refresh_token_reuse_interval` (seconds). */
  refreshTokenReuseInterval: 10,
} as const

/**
 * The refresh token reuse interval, in seconds: config.toml's, or GoTrue's own environment
 * variable `GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL` when set (tests shorten it).
 */
export function refreshTokenReuseInterval(): number {
  const value = Number(process.env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL)
  return Number.isFinite(value) &&
    value >= 0 &&
    process.env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL
    ? value
    : AUTH_SETTINGS.refreshTokenReuseInterval
}

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: HEADERS })
}

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  email_confirmed_at: string | null
  confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: string | null
  updated_at: string | null
  is_anonymous: boolean
  /** The address an e-mail change waits to confirm ('' when none). */
  email_change?: string | null
  email_change_sent_at?: string | null
}

export const USER_COLUMNS = `id, aud, role, email, to_json(email_confirmed_at) #>> '{}' as email_confirmed_at,
  to_json(confirmed_at) #>> '{}' as confirmed_at, to_json(last_sign_in_at) #>> '{}' as last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, to_json(created_at) #>> '{}' as created_at,
  to_json(updated_at) #>> '{}' as updated_at, is_anonymous, email_change,
  to_json(email_change_sent_at) #>> '{}' as email_change_sent_at`

export function userObject(u: UserRow) {
  const identityData = { sub: u.id, email: u.email, email_verified: true, phone_verified: false }
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: u.email_confirmed_at,
    phone: '',
    confirmed_at: u.confirmed_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: u.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: u.last_sign_in_at,
        created_at: u.created_at,
        updated_at: u.updated_at,
        email: u.email,
      },
    ],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous,
    // GoTrue shows a pending e-mail change as `new_email` until it is confirmed.
    ...(u.email_change
      ? { new_email: u.email_change, email_change_sent_at: u.email_change_sent_at }
      : {}),
  }
}

export async function findUser(
  tx: Transaction,
  where: string,
  value: string,
): Promise<UserRow | null> {
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null`,
    [value],
  )
  return r.rows[0] ?? null
}

export interface SessionOptions {
  /** Continue this session (refresh) instead of starting one. */
  sessionId?: string
  /** The refresh token this one replaces. */
  parent?: string
  /** Answer with this existing refresh token instead of issuing one (reuse interval). */
  refreshToken?: string
  /** How the person proved who they are (the `amr` claim): `password`, or `recovery` for a reset link. */
  method?: string
}

export async function issueSession(
  tx: Transaction,
  user: UserRow,
  issuer: string,
  { sessionId, parent, refreshToken: existing, method = 'password' }: SessionOptions = {},
) {
  const sid = sessionId ?? randomUUID()
  if (!sessionId) {
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      [sid, user.id],
    )
  } else {
    await tx.query(
      `update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1`,
      [sid],
    )
  }
  const refreshToken = existing ?? randomBytes(16).toString('base64url')
  if (!existing) {
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, false, now(), now(), $3, $4)`,
      [refreshToken, user.id, parent ?? null, sid],
    )
  }
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS
  const u = userObject(user)
  const accessToken = await signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      email: u.email,
      phone: '',
      app_metadata: u.app_metadata,
      user_metadata: u.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: iat }],
      session_id: sid,
      is_anonymous: false,
    },
    iat,
    exp,
  )
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: u,
  }
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** GoTrue's check of a new password against the project's rule (src/config/password-policy.ts). */
export function checkPassword(password: string): void {
  const reasons = weakPasswordReasons(password)
  if (reasons.length === 0) return
  // GoTrue's messages, both when both reasons apply (joined by a space, as its checkPasswordStrength).
  const message = reasons
    .map((reason) =>
      reason === 'length'
        ? `Password should be at least ${passwordPolicy.minLength} characters.`
        : 'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    )
    .join(' ')
  throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } })
}

export function metadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}
