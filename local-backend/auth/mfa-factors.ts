// What the `/auth/v1/factors` routes share (GoTrue's internal/api/mfa.go): its settings, the
// caller's own factor, a session's AAL, and GoTrue's rule that an aal1 session of a user with MFA on
// may not change the password or e-mail (PUT /user). Also the seeded staff factors for start-up.
import type { Transaction } from '../db.ts'
import { AuthError, str, type UserRow } from './core.ts'
import type { FailureLimit } from './limits.ts'

/** GoTrue's MFA defaults (GOTRUE_MFA_*), as supabase/config.toml's `[auth.mfa]` leaves them. */
export const MFA_SETTINGS = {
  /** `GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION`: a challenge is good for 300 s. */
  challengeExpirySeconds: 300,
  /** `GOTRUE_MFA_FACTOR_EXPIRY_DURATION`: an unverified, never challenged factor goes after 300 s. */
  factorExpirySeconds: 300,
  /** `max_enrolled_factors` (verified or not) and GOTRUE_MFA_MAX_VERIFIED_FACTORS. */
  maxEnrolledFactors: 10,
  maxVerifiedFactors: 10,
  /** The issuer shown by authenticator apps when the request names none. */
  defaultIssuer: 'MOV',
} as const

/** Wrong codes allowed per client address in 5 minutes; the next verification answers 429. */
export const MFA_ADDRESS_FAILURE_LIMIT: FailureLimit = { max: 10, windowMs: 5 * 60 * 1000 }

/**
 * Wrong codes allowed per factor in 5 minutes, whatever the addresses they came from; the next
 * verification of that factor answers 429 (guesses spread over many addresses are bounded too).
 */
export const MFA_FACTOR_FAILURE_LIMIT: FailureLimit = { max: 5, windowMs: 5 * 60 * 1000 }

/** A TOTP time step, in seconds (RFC 6238's default, as authenticator apps use). */
export const TOTP_STEP_SECONDS = 30

/** The user and session behind the request's Bearer token (sessions.ts's check, as GoTrue's). */
export type Authenticate = (tx: Transaction) => Promise<{ user: UserRow; sessionId: string }>

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface FactorRow {
  id: string
  status: 'verified' | 'unverified'
  factor_type: string
  secret: string | null
}

/** GoTrue's loadFactor: only the caller's own factor, else 404. */
export async function ownFactor(
  tx: Transaction,
  user: UserRow,
  factorId: string,
): Promise<FactorRow> {
  if (!UUID.test(factorId))
    throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID')
  const r = await tx.query<FactorRow>(
    `select id::text, status::text, factor_type::text, secret from auth.mfa_factors
      where id = $1::uuid and user_id = $2`,
    [factorId, user.id],
  )
  const factor = r.rows[0]
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
  return factor
}

export async function sessionAal(tx: Transaction, sessionId: string): Promise<string | null> {
  const r = await tx.query<{ aal: string | null }>(
    `select aal::text from auth.sessions where id = $1`,
    [sessionId],
  )
  return r.rows[0]?.aal ?? null
}

/**
 * GoTrue's UserUpdate rule: with a verified factor, only an aal2 session may set a new password or
 * e-mail address (401 insufficient_aal).
 */
export async function requireAal2ForCredentials(
  tx: Transaction,
  user: UserRow,
  sessionId: string,
  body: Record<string, unknown>,
): Promise<void> {
  const password = str(body.password)
  const email = str(body.email).trim().toLowerCase()
  const changes = password !== '' || (email !== '' && email !== user.email)
  if (!changes || !user.factors?.some((f) => f.status === 'verified')) return
  if ((await sessionAal(tx, sessionId)) === 'aal2') return
  throw new AuthError(
    401,
    'insufficient_aal',
    'AAL2 session is required to update email or password when MFA is enabled.',
  )
}

/** The seeded demo accounts' verified TOTP factors, for the start-up text. */
export async function demoFactors(
  tx: Transaction,
): Promise<Array<{ email: string; secret: string }>> {
  const r = await tx.query<{ email: string; secret: string }>(
    `select u.email, f.secret from auth.mfa_factors f join auth.users u on u.id = f.user_id
      where u.email like '%@mov.local' and f.factor_type = 'totp' and f.status = 'verified'
      order by f.id`,
  )
  return r.rows
}
