// `/auth/v1/factors`: GoTrue's multi-factor authentication for TOTP (internal/api/mfa.go), as
// supabase-js's `auth.mfa.*` calls it: enroll (POST /factors), challenge, verify (mfa-verify.ts)
// and unenroll (DELETE /factors/{id}). Factors live in `auth.mfa_factors`, challenges in
// `auth.mfa_challenges`, and a verified code adds `totp` to the session's `auth.mfa_amr_claims`,
// which makes its tokens aal2 (core.ts issues them). The QR code is `uqr`'s SVG. GoTrue's rule on
// PUT /user for users with MFA on, and the settings, are in mfa-factors.ts.
import { randomUUID } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import type { Transaction } from '../db.ts'
import { AuthError, json, readJson, str, type UserRow } from './core.ts'
import { MFA_SETTINGS, ownFactor, sessionAal, type Authenticate } from './mfa-factors.ts'
import { verify } from './mfa-verify.ts'
import type { AuthContext } from './routes.ts'

/** Routes `/factors...`; `authenticate` is sessions.ts's Bearer token check. */
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
