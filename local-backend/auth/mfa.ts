// `/auth/v1/factors`: GoTrue's multi-factor authentication for TOTP (internal/api/mfa.go), as
// supabase-js's `auth.mfa.*` calls it: enroll (POST /factors), challenge, verify and unenroll
// (DELETE /factors/{id}). Factors live in `auth.mfa_factors`, challenges in `auth.mfa_challenges`,
// and a verified code adds `totp` to the session's `auth.mfa_amr_claims`, which makes its tokens
// aal2 (auth-core.ts issues them). TOTP by RFC 6238 with `otpauth`; the QR code is `uqr`'s SVG.
// Also here: GoTrue's rule that an aal1 session of a user with MFA on may not change the password
// or e-mail (PUT /user), and the limit on wrong codes per client address.
import { randomUUID } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import type { AuthContext } from './routes.ts'
import type { LocalDatabase, Transaction } from '../db.ts'
import {
  AuthError,
  addAmrClaim,
  findUser,
  issueSession,
  json,
  readJson,
  str,
  type UserRow,
} from './core.ts'

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

/** Wrong codes allowed per client address in the window; the next verification answers 429. */
export const MFA_FAILURE_LIMIT = { attempts: 10, windowMs: 5 * 60 * 1000 } as const

/** The user and session behind the request's Bearer token (auth.ts's check, as GoTrue's). */
export type Authenticate = (tx: Transaction) => Promise<{ user: UserRow; sessionId: string }>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Times of failed verifications per client address (a sliding window), one record per backend. */
const failuresByBackend = new WeakMap<LocalDatabase, Map<string, number[]>>()

function recentFailures(db: LocalDatabase, address: string): number[] {
  let byAddress = failuresByBackend.get(db)
  if (!byAddress) failuresByBackend.set(db, (byAddress = new Map()))
  const since = Date.now() - MFA_FAILURE_LIMIT.windowMs
  const times = (byAddress.get(address) ?? []).filter((t) => t > since)
  if (times.length) byAddress.set(address, times)
  else byAddress.delete(address)
  return times
}

function recordFailure(db: LocalDatabase, address: string): void {
  const times = recentFailures(db, address)
  failuresByBackend.get(db)!.set(address, [...times, Date.now()])
}

/** GoTrue's answer past a rate limit. */
function tooManyRequests(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
}

/** Routes `/factors...`; `authenticate` is auth.ts's Bearer token check. */
export async function handleFactors(
  request: Request,
  path: string,
  ctx: AuthContext,
  authenticate: Authenticate,
): Promise<Response> {
  const method = request.method.toUpperCase()
  const [, , factorId, action, extra] = path.split('/')
  if (factorId === undefined && method === 'POST') return enroll(request, ctx, authenticate)
  if (factorId !== undefined && extra === undefined) {
    if (action === 'challenge' && method === 'POST') return challenge(factorId, ctx, authenticate)
    if (action === 'verify' && method === 'POST')
      return verify(request, factorId, ctx, authenticate)
    if (action === undefined && method === 'DELETE') return unenroll(factorId, ctx, authenticate)
  }
  throw new AuthError(404, 'not_found', 'Not Found')
}

interface FactorRow {
  id: string
  status: 'verified' | 'unverified'
  factor_type: string
  secret: string | null
}

/** GoTrue's loadFactor: only the caller's own factor, else 404. */
async function ownFactor(tx: Transaction, user: UserRow, factorId: string): Promise<FactorRow> {
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

async function sessionAal(tx: Transaction, sessionId: string): Promise<string | null> {
  const r = await tx.query<{ aal: string | null }>(
    `select aal::text from auth.sessions where id = $1`,
    [sessionId],
  )
  return r.rows[0]?.aal ?? null
}

async function enroll(
  request: Request,
  ctx: AuthContext,
  authenticate: Authenticate,
): Promise<Response> {
  const body = await readJson(request)
  const answer = await ctx.db.asOwner(async (tx) => {
    const { user, sessionId } = await authenticate(tx)
    const factorType = str(body.factor_type)
    if (factorType === 'phone')
      throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (factorType === 'webauthn') {
      throw new AuthError(
        422,
        'mfa_webauthn_enroll_not_enabled',
        'MFA enroll is disabled for WebAuthn',
      )
    }
    if (factorType !== 'totp')
      throw new AuthError(
        400,
        'validation_failed',
        'factor_type needs to be totp, phone, or webauthn',
      )
    const friendlyName = str(body.friendly_name)
    await validateFactors(tx, user, sessionId, friendlyName)
    const issuer = str(body.issuer) || MFA_SETTINGS.defaultIssuer
    const secret = new Secret({ size: 20 })
    const uri = new TOTP({ issuer, label: user.email ?? '', secret }).toString()
    const id = randomUUID()
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
       values ($1, $2, $3, 'totp', 'unverified', $4, now(), now())`,
      [id, user.id, friendlyName, secret.base32],
    )
    return {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: renderSVG(uri, { ecc: 'H' }), secret: secret.base32, uri },
    }
  })
  return json(answer)
}

/** GoTrue's validateFactors: expired unverified factors go; names, counts and AAL are checked. */
async function validateFactors(
  tx: Transaction,
  user: UserRow,
  sessionId: string,
  friendlyName: string,
): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors f
      where status <> 'verified' and created_at + make_interval(secs => $1) < now()
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
    [MFA_SETTINGS.factorExpirySeconds],
  )
  const r = await tx.query<{ friendly_name: string | null; status: string }>(
    `select friendly_name, status::text from auth.mfa_factors where user_id = $1`,
    [user.id],
  )
  if (r.rows.some((f) => (f.friendly_name ?? '') === friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    )
  }
  const verified = r.rows.filter((f) => f.status === 'verified').length
  if (
    r.rows.length >= MFA_SETTINGS.maxEnrolledFactors ||
    verified >= MFA_SETTINGS.maxVerifiedFactors
  ) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2')
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
}

async function challenge(
  factorId: string,
  ctx: AuthContext,
  authenticate: Authenticate,
): Promise<Response> {
  const answer = await ctx.db.asOwner(async (tx) => {
    const { user } = await authenticate(tx)
    const factor = await ownFactor(tx, user, factorId)
    const id = randomUUID()
    const r = await tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3::inet)
       returning floor(extract(epoch from created_at))::int + $4::int as expires_at`,
      [id, factor.id, ctx.clientAddress, MFA_SETTINGS.challengeExpirySeconds],
    )
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [
      factor.id,
    ])
    return { id, type: factor.factor_type, expires_at: r.rows[0]!.expires_at }
  })
  return json(answer)
}

type VerifyOutcome =
  { session: Awaited<ReturnType<typeof issueSession>> } | { error: AuthError; failed?: boolean }

async function verify(
  request: Request,
  factorId: string,
  ctx: AuthContext,
  authenticate: Authenticate,
): Promise<Response> {
  const body = await readJson(request)
  const outcome = await ctx.db.asOwner(async (tx): Promise<VerifyOutcome> => {
    const { user, sessionId } = await authenticate(tx)
    const factor = await ownFactor(tx, user, factorId)
    if (recentFailures(ctx.db, ctx.clientAddress).length >= MFA_FAILURE_LIMIT.attempts)
      throw tooManyRequests()
    const code = str(body.code)
    if (code === '') throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty')
    const challengeId = str(body.challenge_id)
    if (challengeId !== '' && !UUID.test(challengeId))
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: invalid UUID')
    const found = await tx.query<{ verified: boolean; same_ip: boolean; expired: boolean }>(
      `select verified_at is not null as verified, ip_address = $3::inet as same_ip,
              created_at + make_interval(secs => $4) < now() as expired
         from auth.mfa_challenges where id = $1::uuid and factor_id = $2`,
      [
        challengeId || '00000000-0000-0000-0000-000000000000',
        factor.id,
        ctx.clientAddress,
        MFA_SETTINGS.challengeExpirySeconds,
      ],
    )
    const row = found.rows[0]
    if (!row) {
      throw new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )
    }
    if (row.verified || !row.same_ip) {
      throw new AuthError(
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      )
    }
    if (row.expired) {
      // GoTrue deletes the expired challenge: answered after the transaction commits.
      await tx.query(`delete from auth.mfa_challenges where id = $1::uuid`, [challengeId])
      return {
        error: new AuthError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        ),
      }
    }
    const valid =
      /^\d{6}$/.test(code) &&
      TOTP.validate({ token: code, secret: Secret.fromBase32(factor.secret ?? ''), window: 1 }) !==
        null
    if (!valid) {
      return {
        error: new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
        failed: true,
      }
    }
    return { session: await upgradeSession(tx, ctx, user, sessionId, factor, challengeId) }
  })
  if ('error' in outcome) {
    if (outcome.failed) recordFailure(ctx.db, ctx.clientAddress)
    throw outcome.error
  }
  return json(outcome.session)
}

/**
 * A verified code (GoTrue's verifyTOTPFactor and updateMFASessionAndClaims): the challenge is used,
 * the factor verified, the session aal2 with `totp` in its amr, its refresh token swapped for a new
 * one; the user's other aal1 sessions end and their unverified TOTP factors go.
 */
async function upgradeSession(
  tx: Transaction,
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
  factor: FactorRow,
  challengeId: string,
) {
  await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1::uuid`, [
    challengeId,
  ])
  if (factor.status !== 'verified') {
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
      [factor.id],
    )
  }
  await addAmrClaim(tx, sessionId, 'totp')
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factor.id],
  )
  await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id])
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
    [user.id, factor.factor_type],
  )
  const current = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 order by id desc limit 1`,
    [sessionId],
  )
  const parent = current.rows[0]?.token
  if (parent) {
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`,
      [parent],
    )
  }
  const fresh = await findUser(tx, 'id = $1', user.id)
  return issueSession(tx, fresh!, `${ctx.origin}/auth/v1`, { sessionId, parent })
}

async function unenroll(
  factorId: string,
  ctx: AuthContext,
  authenticate: Authenticate,
): Promise<Response> {
  const answer = await ctx.db.asOwner(async (tx) => {
    const { user, sessionId } = await authenticate(tx)
    const factor = await ownFactor(tx, user, factorId)
    if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id])
    // GoTrue's DowngradeSessionsToAAL1: the sessions this factor raised lose it.
    await tx.query(
      `delete from auth.mfa_amr_claims c using auth.sessions s
        where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
      [factor.id, factor.factor_type],
    )
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
        where user_id = $1 and factor_id = $2`,
      [user.id, factor.id],
    )
    return { id: factor.id }
  })
  return json(answer)
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
