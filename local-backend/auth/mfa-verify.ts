// `POST /auth/v1/factors/{id}/verify`: a TOTP code checked against the challenge (RFC 6238 with
// `otpauth`), as GoTrue's verifyTOTPFactor; wrong codes are counted per client address.
import { Secret, TOTP } from 'otpauth'
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
import {
  MFA_FAILURE_LIMIT,
  MFA_SETTINGS,
  UUID,
  ownFactor,
  type Authenticate,
  type FactorRow,
} from './mfa-factors.ts'
import type { AuthContext } from './routes.ts'

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

type VerifyOutcome =
  { session: Awaited<ReturnType<typeof issueSession>> } | { error: AuthError; failed?: boolean }

export async function verify(
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
  return issueSession(tx, fresh!, `${ctx.site.origin}/auth/v1`, { sessionId, parent })
}
