// `POST /auth/v1/factors/{id}/verify`: a TOTP code checked against the challenge (RFC 6238 with
// `otpauth`, one step either side), as GoTrue's verifyTOTPFactor. Two things GoTrue's defaults
// leave open are closed here (docs/decisions/staff-two-factor.md, "Replay and guessing"):
// - no replay: each factor remembers the last time step a code was accepted for
//   (`auth.mfa_factors.last_totp_step`), and a code of that step or an earlier one is refused, by one
//   conditional UPDATE, so two verifications of the same code racing each other give one session;
// - wrong codes are limited per client address and per factor (limits.ts; mfa-factors.ts has the
//   numbers), so guesses spread over many addresses are bounded too. A refused replay is no guess
//   (the code was right once) and counts for neither.
import { Secret, TOTP } from 'otpauth'
import type { Transaction } from '../db.ts'
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
import type { FailureAttempt, FailureLimiter } from './limits.ts'
import {
  MFA_SETTINGS,
  TOTP_STEP_SECONDS,
  UUID,
  ownFactor,
  type Authenticate,
  type FactorRow,
} from './mfa-factors.ts'
import type { AuthContext } from './routes.ts'

/** The wrong-code limits of one backend: per client address and per factor. */
export interface MfaFailureLimiters {
  byAddress: FailureLimiter
  byFactor: FailureLimiter
}

type VerifyOutcome =
  { session: Awaited<ReturnType<typeof issueSession>> } | { error: AuthError; failed?: boolean }

const invalidCode = () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')

/** The time step `code` belongs to (now, or one step either side), or null for a wrong code. */
function codeStep(code: string, secret: string | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret ?? ''),
    period: TOTP_STEP_SECONDS,
    timestamp: now,
    window: 1,
  })
  return delta === null ? null : Math.floor(now / 1000 / TOTP_STEP_SECONDS) + delta
}

/**
 * Takes `step` for the factor when it is later than every step accepted before; false when the
 * code was already used (or an earlier one was). One statement: of two racing verifications of
 * the same code, the second finds the row already moved on.
 */
async function claimStep(tx: Transaction, factorId: string, step: number): Promise<boolean> {
  const r = await tx.query(
    `update auth.mfa_factors set last_totp_step = $2
      where id = $1::uuid and (last_totp_step is null or last_totp_step < $2)
      returning id`,
    [factorId, step],
  )
  return r.rows.length === 1
}

export async function verify(
  request: Request,
  factorId: string,
  ctx: AuthContext,
  authenticate: Authenticate,
): Promise<Response> {
  const body = await readJson(request)
  const attempts: FailureAttempt[] = []
  try {
    const outcome = await ctx.db.asOwner(async (tx): Promise<VerifyOutcome> => {
      const { user, sessionId } = await authenticate(tx)
      const factor = await ownFactor(tx, user, factorId)
      // Over either limit: GoTrue's 429 before the code is looked at.
      attempts.push(ctx.mfaFailures.byAddress.begin(ctx.clientAddress))
      attempts.push(ctx.mfaFailures.byFactor.begin(factor.id))
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
      const step = codeStep(code, factor.secret)
      if (step === null) return { error: invalidCode(), failed: true }
      // A right code already used (or older than one used): refused as GoTrue words a wrong one.
      if (!(await claimStep(tx, factor.id, step))) return { error: invalidCode() }
      return { session: await upgradeSession(tx, ctx, user, sessionId, factor, challengeId) }
    })
    if ('error' in outcome) {
      if (outcome.failed) for (const attempt of attempts) attempt.fail()
      throw outcome.error
    }
    return json(outcome.session)
  } finally {
    for (const attempt of attempts) attempt.end()
  }
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
