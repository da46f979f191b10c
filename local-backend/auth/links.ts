// The e-mail links of sign-up confirmation and e-mail change, as GoTrue runs them (recovery is in
// recovery.ts):
//   POST /signup {email, password, data, code_challenge?, code_challenge_method?}
//     -> the user without a session (confirmations on); the link's token is prefixed `pkce_` and
//        a flow state kept when a challenge came. An address that already has an account gets the
//        same answer, an obfuscated user, after the same password hashing work.
//   PUT /user {email, code_challenge?, ...}
//     -> the user with `new_email`; the address changes only when the link sent to the new
//        address (and, with secure_email_change, the one sent to the current address) is opened.
//   GET /verify?token=..&type=signup|email_change&redirect_to=..
//     -> 303 to redirect_to?code=.. (PKCE), or with the session in the fragment (implicit); the
//        first of two e-mail change links -> redirect_to with a `message`.
import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { Transaction } from '../db.ts'
import {
  AUTH_SETTINGS,
  AuthError,
  USER_COLUMNS,
  findUser,
  issueSession,
  type UserRow,
} from './core.ts'
import {
  INVALID_LINK,
  OTP_EXPIRY_SECONDS,
  PKCE_PREFIX,
  type Pkce,
  errorRedirect,
  sessionFragment,
  type RecoveryContext,
} from './recovery.ts'
import { allowedRedirect } from './site.ts'

/** GoTrue's answer to the first of the two links of a secure e-mail change. */
export const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** A link token as GoTrue stores it: sha224(email + otp), `pkce_`-prefixed for the PKCE flow. */
export function linkToken(email: string, pkce: Pkce | null): string {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const hash = createHash('sha224')
    .update(email + otp)
    .digest('hex')
  return pkce ? PKCE_PREFIX + hash : hash
}

export async function saveFlowState(
  tx: Transaction,
  userId: string,
  pkce: Pkce,
  authenticationMethod: string,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
                                  provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, authenticationMethod],
  )
}

/** The `/verify` link of an e-mail. */
export function verifyLink(
  origin: string,
  token: string,
  type: string,
  redirectTo: string,
): string {
  const link = new URL(`${origin}/auth/v1/verify`)
  link.searchParams.set('token', token)
  link.searchParams.set('type', type)
  link.searchParams.set('redirect_to', redirectTo)
  return link.href
}

/**
 * The answer to a sign-up: the new (unconfirmed) user, or, for an address that already has an
 * account, GoTrue's obfuscated user with a made-up id. Both are built here so that nothing in the
 * answer tells them apart.
 */
export function signUpUser(id: string, email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...data, sub: id, email, email_verified: false, phone_verified: false },
    identities: [
      {
        identity_id: id,
        id,
        user_id: id,
        identity_data: { sub: id, email, email_verified: false, phone_verified: false },
        provider: 'email',
        last_sign_in_at: now,
        created_at: now,
        updated_at: now,
        email,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

type Outcome =
  { code: string } | { session: Awaited<ReturnType<typeof issueSession>> } | { message: string }

async function flowCode(tx: Transaction, userId: string, method: string): Promise<string> {
  const flow = await tx.query<{ id: string; auth_code: string }>(
    `select id::text, auth_code from auth.flow_state
      where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  )
  const state = flow.rows[0]
  if (!state) throw new AuthError(400, 'flow_state_not_found', 'No associated flow state found.')
  await tx.query(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1::uuid`,
    [state.id],
  )
  return state.auth_code
}

async function signedIn(
  tx: Transaction,
  ctx: RecoveryContext,
  userId: string,
  pkce: boolean,
  flowMethod: string,
): Promise<Outcome> {
  if (pkce) return { code: await flowCode(tx, userId, flowMethod) }
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId])
  const user = await findUser(tx, 'id = $1', userId)
  return { session: await issueSession(tx, user!, `${ctx.site.origin}/auth/v1`, { method: 'otp' }) }
}

/** GET /verify for a sign-up confirmation or an e-mail change link (see the top of this file). */
export async function verifyEmailLink(
  url: URL,
  type: 'signup' | 'email_change',
  ctx: RecoveryContext,
): Promise<Response> {
  const token = url.searchParams.get('token') ?? ''
  const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), ctx.site)
  const pkce = token.startsWith(PKCE_PREFIX)
  try {
    const outcome = await ctx.db.asOwner(async (tx): Promise<Outcome> => {
      if (!token) throw new AuthError(403, 'otp_expired', INVALID_LINK)
      if (type === 'signup') {
        const r = await tx.query<UserRow & { expired: boolean }>(
          `select ${USER_COLUMNS}, confirmation_sent_at < now() - make_interval(secs => $2) as expired
             from auth.users where confirmation_token = $1 and deleted_at is null`,
          [token, OTP_EXPIRY_SECONDS],
        )
        const user = r.rows[0]
        if (!user || user.expired) throw new AuthError(403, 'otp_expired', INVALID_LINK)
        await tx.query(
          `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
                  updated_at = now() where id = $1`,
          [user.id],
        )
        return signedIn(tx, ctx, user.id, pkce, 'email/signup')
      }
      const r = await tx.query<{
        id: string
        email_change: string
        is_new: boolean
        other: string
        status: number
        expired: boolean
      }>(
        `select id, email_change, email_change_token_new = $1 as is_new,
                case when email_change_token_new = $1 then email_change_token_current
                     else email_change_token_new end as other,
                email_change_confirm_status as status,
                email_change_sent_at < now() - make_interval(secs => $2) as expired
           from auth.users
          where (email_change_token_new = $1 or email_change_token_current = $1)
            and email_change <> '' and deleted_at is null`,
        [token, OTP_EXPIRY_SECONDS],
      )
      const row = r.rows[0]
      if (!row || row.expired) throw new AuthError(403, 'otp_expired', INVALID_LINK)
      if (AUTH_SETTINGS.secureEmailChange && row.other && row.status === 0) {
        // The first of the two links: it counts, and the other one finishes the change.
        await tx.query(
          `update auth.users set ${row.is_new ? 'email_change_token_new' : 'email_change_token_current'} = '',
                  email_change_confirm_status = 1, updated_at = now() where id = $1`,
          [row.id],
        )
        return { message: SINGLE_CONFIRMATION }
      }
      if (await findUser(tx, 'email = $1', row.email_change)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      await tx.query(
        `update auth.users set email = email_change, email_confirmed_at = now(), email_change = '',
                email_change_token_new = '', email_change_token_current = '', email_change_confirm_status = 0,
                email_change_sent_at = null, updated_at = now() where id = $1`,
        [row.id],
      )
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
                updated_at = now() where user_id = $1 and provider = 'email'`,
        [row.id, row.email_change],
      )
      return signedIn(tx, ctx, row.id, pkce, 'email_change')
    })
    const target = new URL(redirectTo)
    if ('code' in outcome) target.searchParams.set('code', outcome.code)
    else if ('message' in outcome) {
      if (pkce) target.searchParams.set('message', outcome.message)
      target.hash = new URLSearchParams({ message: outcome.message }).toString()
    } else {
      target.hash = sessionFragment(outcome.session, type)
    }
    return new Response(null, { status: 303, headers: { Location: target.href } })
  } catch (error) {
    if (error instanceof AuthError) return errorRedirect(redirectTo, error, pkce)
    throw error
  }
}
