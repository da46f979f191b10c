// What the `/auth/v1` handlers share: GoTrue's error shape, the user object, sessions and the
// password rule. The routes are in routes.ts, users.ts (sign-up, user), sessions.ts (sign-in,
// refresh, logout) and recovery.ts (password recovery, the link check and the PKCE code exchange).
import { randomBytes, randomUUID } from 'node:crypto'
import type { Transaction } from '../db.ts'
import { passwordPolicy, weakPasswordReasons } from '../../src/config/password-policy.ts'
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts'
import { HttpError, isRecord, json as httpJson, PLAIN_JSON_HEADERS, readJsonBody } from '../http.ts'
import { signJwt } from '../jwt.ts'

export const API_VERSION = '2024-01-01'
const HEADERS = { ...PLAIN_JSON_HEADERS, 'X-Supabase-Api-Version': API_VERSION }
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

/** GoTrue's error: `{code, message, ...extra}` with its API version header. */
export class AuthError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, { code, message, ...extra }, message, HEADERS)
  }
}

/** A GoTrue answer: plain `application/json` with its API version header. */
export function json(body: unknown, status = 200): Response {
  return httpJson(body, status, HEADERS)
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
  /** The user's MFA factors (findUser loads them), shown as GoTrue's `factors`. */
  factors?: FactorJson[]
}

/** A factor as GoTrue shows it in the user object (never its secret). */
export interface FactorJson {
  id: string
  friendly_name?: string
  factor_type: string
  status: 'verified' | 'unverified'
  created_at: string
  updated_at: string
  last_challenged_at: string | null
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
    // `factors` only when there is one (GoTrue's omitempty); supabase-js reads it for the AAL.
    ...(u.factors?.length ? { factors: u.factors } : {}),
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
  const user = r.rows[0]
  if (!user) return null
  return { ...user, factors: await factorsOf(tx, user.id) }
}

/** A user's factors, oldest first, as GoTrue lists them. */
export async function factorsOf(tx: Transaction, userId: string): Promise<FactorJson[]> {
  const r = await tx.query<FactorJson>(
    `select id::text, friendly_name, factor_type::text, status::text,
            to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
            to_json(last_challenged_at) #>> '{}' as last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  )
  return r.rows.map(({ friendly_name, ...f }) => ({
    ...f,
    ...(friendly_name ? { friendly_name } : {}),
  }))
}

/** Methods whose `amr` entry makes a session aal2 (GoTrue's IsAAL2Claim). */
const AAL2_METHODS: ReadonlySet<string> = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

/** GoTrue's AddClaimToSession: records (or refreshes the time of) how a session proved who it is. */
export async function addAmrClaim(tx: Transaction, sessionId: string, method: string) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, clock_timestamp(), clock_timestamp(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = clock_timestamp()`,
    [sessionId, method],
  )
}

/**
 * GoTrue's CalculateAALAndAMR: the session's `amr` (newest first, each with the time of its claim)
 * and its `aal` (aal2 once a second factor is among them). A refresh issues the same.
 */
export async function sessionAssurance(
  tx: Transaction,
  sessionId: string,
): Promise<{ aal: 'aal1' | 'aal2'; amr: Array<{ method: string; timestamp: number }> }> {
  const r = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  const aal = r.rows.some((c) => AAL2_METHODS.has(c.method)) ? 'aal2' : 'aal1'
  return { aal, amr: r.rows }
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
    await addAmrClaim(tx, sid, method)
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
  const { aal, amr } = await sessionAssurance(tx, sid)
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
      aal,
      amr,
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
  const value = await readJsonBody(request)
  if (value === undefined) return {}
  if (isRecord(value)) return value
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
  return isRecord(value) ? value : {}
}
