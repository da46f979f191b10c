// Password recovery as GoTrue runs it, PKCE included:
//   POST /recover?redirect_to=..  {email, code_challenge, code_challenge_method}
//     -> 200 {} whether or not the account exists; for an account, a recovery token (prefixed
//        `pkce_` when a challenge came) and, with a challenge, a flow state; the e-mail goes to the
//        local mailbox. Asking again for the same account within 60 s answers 429.
//   GET /verify?token=..&type=recovery&redirect_to=..
//     -> 303 to redirect_to?code=<auth code> (PKCE) or redirect_to#access_token=..&type=recovery
//        (implicit); a bad, used or expired link -> 303 with error, error_code=otp_expired and
//        error_description in the fragment (and in the query for PKCE).
//   POST /token?grant_type=pkce {auth_code, code_verifier}
//     -> the session, once, when the verifier matches the challenge and the flow state is under
//        5 minutes old.
// redirect_to must be on the site's origin or its allow-list (site.ts, fixed at start-up, never
// from the request's Host); anything else becomes the site's address, as GoTrue falls back to
// site_url for an address outside its allow-list.
import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { LocalDatabase } from '../db.ts'
import type { Mailbox } from '../mailbox.ts'
import { allowedRedirect, type Site } from './site.ts'
import {
  AuthError,
  EMAIL,
  USER_COLUMNS,
  findUser,
  issueSession,
  json,
  readJson,
  str,
  type UserRow,
} from './core.ts'

/** GoTrue's SMTP max frequency: one recovery e-mail per account per minute. */
const MAX_FREQUENCY_SECONDS = 60
/** GoTrue's mailer OTP expiry (config.toml `[auth.email] otp_expiry`). */
export const OTP_EXPIRY_SECONDS = 3600
/** GoTrue's flow state expiry (default 300 s), counted from the request. */
const FLOW_STATE_EXPIRY_SECONDS = 300
export const PKCE_PREFIX = 'pkce_'
export const INVALID_LINK = 'Email link is invalid or has expired'

type Session = Awaited<ReturnType<typeof issueSession>>

export interface RecoveryContext {
  db: LocalDatabase
  /** The site of the e-mail links and redirects, fixed at start-up (site.ts). */
  site: Site
  mailbox: Mailbox
  log: (line: string) => void
}

export interface Pkce {
  challenge: string
  method: string
}

/** The PKCE challenge of a request body, or null for the implicit flow; GoTrue's checks. */
export function pkceOf(body: Record<string, unknown>): Pkce | null {
  const challenge = str(body.code_challenge)
  const method = str(body.code_challenge_method).toLowerCase()
  if ((challenge === '') !== (method === '')) {
    throw new AuthError(
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    )
  }
  if (method !== '' && method !== 's256' && method !== 'plain') {
    throw new AuthError(400, 'validation_failed', 'Code challenge method not supported')
  }
  return challenge ? { challenge, method } : null
}

export async function recover(request: Request, ctx: RecoveryContext): Promise<Response> {
  const body = await readJson(request)
  const email = str(body.email).trim().toLowerCase()
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email')
  if (!EMAIL.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  const pkce = pkceOf(body)
  const redirectTo = allowedRedirect(new URL(request.url).searchParams.get('redirect_to'), ctx.site)
  const token = await ctx.db.asOwner(async (tx) => {
    const r = await tx.query<{ id: string; since: number | null }>(
      `select id, extract(epoch from now() - recovery_sent_at)::float8 as since
         from auth.users where email = $1 and deleted_at is null`,
      [email],
    )
    const row = r.rows[0]
    if (!row) return null
    if (row.since !== null && row.since < MAX_FREQUENCY_SECONDS) {
      const wait = Math.max(1, Math.ceil(MAX_FREQUENCY_SECONDS - row.since))
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      )
    }
    if (pkce) {
      await tx.query(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
                                      provider_type, authentication_method, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'recovery', 'recovery', now(), now())`,
        [randomUUID(), row.id, randomUUID(), pkce.method, pkce.challenge],
      )
    }
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const hash = createHash('sha224')
      .update(email + otp)
      .digest('hex')
    const stored = pkce ? PKCE_PREFIX + hash : hash
    await tx.query(
      `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`,
      [row.id, stored],
    )
    return stored
  })
  if (token) {
    const link = new URL(`${ctx.site.origin}/auth/v1/verify`)
    link.searchParams.set('token', token)
    link.searchParams.set('type', 'recovery')
    link.searchParams.set('redirect_to', redirectTo)
    ctx.mailbox.send('recovery', email, { confirmationUrl: link.href, siteUrl: ctx.site.origin })
    ctx.log(
      `Password recovery e-mail for ${email} is in the local mailbox: ${ctx.site.origin}/__mailbox`,
    )
  } else {
    ctx.log(`Password recovery asked for ${email}: no such account, nothing sent.`)
  }
  return json({})
}

/** GoTrue's error redirect: the error in the fragment, and in the query too for PKCE. */
export function errorRedirect(target: string, error: AuthError, pkce: boolean): Response {
  const url = new URL(target)
  const params = new URLSearchParams()
  if (error.status === 403) params.set('error', 'access_denied')
  else if (error.status === 400) params.set('error', 'invalid_request')
  params.set('error_code', error.code)
  params.set('error_description', error.message)
  if (pkce) {
    for (const [k, v] of params) url.searchParams.set(k, v)
  }
  params.set('sb', '')
  url.hash = params.toString()
  return new Response(null, { status: 303, headers: { Location: url.href } })
}

/** The implicit flow's answer to an opened link: the session in the redirect's fragment. */
export function sessionFragment(session: Session, type: string): string {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  }).toString()
}

/** GET /verify for a recovery link (see the top of this file). */
export async function verifyRecoveryLink(url: URL, ctx: RecoveryContext): Promise<Response> {
  const token = url.searchParams.get('token') ?? ''
  const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), ctx.site)
  const pkce = token.startsWith(PKCE_PREFIX)
  try {
    const outcome = await ctx.db.asOwner(async (tx) => {
      const r = await tx.query<UserRow & { expired: boolean; banned: boolean }>(
        `select ${USER_COLUMNS},
                recovery_sent_at < now() - make_interval(secs => $2) as expired,
                coalesce(banned_until > now(), false) as banned
           from auth.users where recovery_token = $1 and recovery_token <> '' and deleted_at is null`,
        [token, OTP_EXPIRY_SECONDS],
      )
      const user = r.rows[0]
      if (!token || !user || user.expired) throw new AuthError(403, 'otp_expired', INVALID_LINK)
      if (user.banned) throw new AuthError(403, 'user_banned', 'User is banned')
      // The link works once; opening it also confirms an unconfirmed address.
      await tx.query(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
                updated_at = now() where id = $1`,
        [user.id],
      )
      if (pkce) {
        const flow = await tx.query<{ id: string; auth_code: string }>(
          `select id::text, auth_code from auth.flow_state
            where user_id = $1 and authentication_method = 'recovery' order by created_at desc limit 1`,
          [user.id],
        )
        const state = flow.rows[0]
        if (!state) {
          throw new AuthError(400, 'flow_state_not_found', 'No associated flow state found.')
        }
        await tx.query(
          `update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1::uuid`,
          [state.id],
        )
        return { code: state.auth_code }
      }
      await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id])
      const fresh = await findUser(tx, 'id = $1', user.id)
      return {
        session: await issueSession(tx, fresh!, `${ctx.site.origin}/auth/v1`, { method: 'otp' }),
      }
    })
    const target = new URL(redirectTo)
    if (outcome.code) {
      target.searchParams.set('code', outcome.code)
    } else if (outcome.session) {
      target.hash = sessionFragment(outcome.session, 'recovery')
    }
    return new Response(null, { status: 303, headers: { Location: target.href } })
  } catch (error) {
    if (error instanceof AuthError) return errorRedirect(redirectTo, error, pkce)
    throw error
  }
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url')
}

/** POST /token?grant_type=pkce: the auth code of a verified link and its verifier for a session. */
export async function exchangeCode(request: Request, ctx: RecoveryContext): Promise<Response> {
  const body = await readJson(request)
  const authCode = str(body.auth_code)
  const verifier = str(body.code_verifier)
  if (!authCode || !verifier) {
    throw new AuthError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    )
  }
  const session = await ctx.db.asOwner(async (tx) => {
    const r = await tx.query<{
      id: string
      user_id: string | null
      code_challenge: string
      code_challenge_method: string
      authentication_method: string
      expired: boolean
    }>(
      `select id::text, user_id::text, code_challenge, code_challenge_method, authentication_method,
              created_at < now() - make_interval(secs => $2) as expired
         from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null`,
      [authCode, FLOW_STATE_EXPIRY_SECONDS],
    )
    const state = r.rows[0]
    if (!state || !state.user_id) {
      throw new AuthError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      )
    }
    if (state.expired) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired')
    }
    if (challengeOf(verifier, state.code_challenge_method) !== state.code_challenge) {
      throw new AuthError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      )
    }
    await tx.query(`delete from auth.flow_state where id = $1::uuid`, [state.id])
    await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [state.user_id])
    const user = await findUser(tx, 'id = $1', state.user_id)
    if (!user) {
      throw new AuthError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      )
    }
    return issueSession(tx, user, `${ctx.site.origin}/auth/v1`, {
      method: state.authentication_method,
    })
  })
  return json(session)
}
