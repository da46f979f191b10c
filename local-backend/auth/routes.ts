// `/auth/v1`: the GoTrue subset supabase-js uses (signup, token with password, refresh_token or
// pkce, user GET/PUT, logout, recover, verify), with GoTrue's shapes and error codes. Users live
// in `auth.users` (bcrypt through pgcrypto), sessions in `auth.sessions`, rotating refresh tokens
// in `auth.refresh_tokens`, PKCE flow states in `auth.flow_state`. As config.toml has it
// (AUTH_SETTINGS), a sign-up and an e-mail change wait for their e-mail link (auth-links.ts), and
// the e-mails go to the local mailbox (mailbox.ts), as do recovery e-mails (auth-recovery.ts).
import { randomUUID } from 'node:crypto'
import type { Transaction } from '../db.ts'
import type { LocalDatabase } from '../db.ts'
import { JwtError, verifyJwt } from '../jwt.ts'
import type { Mailbox } from '../mailbox.ts'
import {
  API_VERSION,
  AUTH_SETTINGS,
  AuthError,
  EMAIL,
  checkPassword,
  findUser,
  issueSession,
  json,
  metadata,
  readJson,
  refreshTokenReuseInterval,
  str,
  userObject,
  type UserRow,
} from './core.ts'
import {
  allowedRedirect,
  exchangeCode,
  pkceOf,
  recover,
  verifyRecoveryLink,
} from './recovery.ts'
import { linkToken, saveFlowState, signUpUser, verifyEmailLink, verifyLink } from './links.ts'
import { handleFactors, requireAal2ForCredentials } from './mfa.ts'
import { isInvalidCredentials, withFailureLimit, type FailureLimiter } from './limits.ts'

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'
/** GoTrue's secure password change: a session older than this must reauthenticate first. */
const RECENT_SESSION_SECONDS = 24 * 60 * 60

export interface AuthContext {
  db: LocalDatabase
  /** Origin the request came to: `iss`, e-mail links and the allowed redirects (the local site_url). */
  origin: string
  /** Where the e-mails the local auth would send are kept. */
  mailbox: Mailbox
  log: (line: string) => void
  /** The caller's address (the socket's): what the failure limits count by. */
  clientAddress: string
  /** Failed password sign-ins per address (auth-limits.ts); one per backend, in memory. */
  signInFailures: FailureLimiter
}

export async function handleAuth(
  request: Request,
  path: string,
  ctx: AuthContext,
): Promise<Response> {
  try {
    return await route(request, path, ctx)
  } catch (error) {
    if (error instanceof AuthError)
      return json({ code: error.code, message: error.message, ...error.extra }, error.status)
    if (error instanceof JwtError) {
      return json(
        {
          code: 'bad_jwt',
          message: `invalid JWT: unable to parse or verify signature, ${error.message}`,
        },
        403,
      )
    }
    ctx.log(`auth error: ${error instanceof Error ? error.message : String(error)}`)
    return json({ code: 'unexpected_failure', message: 'Unexpected failure' }, 500)
  }
}

async function route(request: Request, path: string, ctx: AuthContext): Promise<Response> {
  const method = request.method.toUpperCase()
  const url = new URL(request.url)
  const issuer = `${ctx.origin}/auth/v1`
  if (path === '/factors' || path.startsWith('/factors/'))
    return handleFactors(request, path, ctx, (tx) => authenticate(request, tx))
  switch (`${method} ${path}`) {
    case 'POST /signup':
      return signUp(request, ctx)
    case 'POST /token': {
      const grant = url.searchParams.get('grant_type')
      if (grant === 'password') {
        return withFailureLimit(ctx.signInFailures, ctx.clientAddress, isInvalidCredentials, () =>
          signIn(request, ctx, issuer),
        )
      }
      if (grant === 'refresh_token') return refresh(request, ctx, issuer)
      if (grant === 'pkce') return exchangeCode(request, ctx)
      throw new AuthError(400, 'validation_failed', 'unsupported_grant_type')
    }
    case 'GET /user':
      return getUser(request, ctx)
    case 'PUT /user':
      return updateUser(request, ctx)
    case 'POST /logout':
      return logout(request, url, ctx)
    case 'GET /settings':
      return json({
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: !AUTH_SETTINGS.enableConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      })
    case 'GET /verify': {
      const type = url.searchParams.get('type')
      if (type === 'recovery' || type === 'magiclink') return verifyRecoveryLink(url, ctx)
      if (type === 'signup' || type === 'email_change') return verifyEmailLink(url, type, ctx)
      // Any other type: GoTrue's error, back on an allowed address.
      const location = allowedRedirect(url.searchParams.get('redirect_to'), ctx.origin)
      return new Response(null, { status: 303, headers: { Location: location } })
    }
    case 'POST /recover':
      return recover(request, ctx)
    case 'POST /resend':
    case 'POST /otp': {
      const body = await readJson(request)
      ctx.log(
        `${path.slice(1)} requested for ${str(body.email) || 'an unknown address'}: no e-mail is sent locally.`,
      )
      return json({})
    }
    case 'GET /health':
      return json({ version: 'local', name: 'GoTrue', description: 'MOV local backend' })
    default:
      throw new AuthError(404, 'not_found', 'Not Found')
  }
}

async function signUp(request: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(request)
  const email = str(body.email).trim().toLowerCase()
  const password = str(body.password)
  if (!email || !password) throw new AuthError(400, 'validation_failed', MISSING_CREDENTIALS)
  checkPassword(password)
  if (!EMAIL.test(email))
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  const pkce = pkceOf(body)
  const data = metadata(body.data)
  const redirectTo = allowedRedirect(
    new URL(request.url).searchParams.get('redirect_to'),
    ctx.origin,
  )
  const outcome = await ctx.db.asOwner(async (tx) => {
    if (await findUser(tx, 'email = $1', email)) {
      // As GoTrue with confirmations on: the same answer as for a new address (a made-up user, no
      // session, no e-mail), after the same bcrypt work, so neither tells that the account exists.
      await tx.query(`select extensions.crypt($1, extensions.gen_salt('bf', 10))`, [password])
      return { user: signUpUser(randomUUID(), email, data), token: null }
    }
    const id = randomUUID()
    const answer = signUpUser(id, email, data)
    const token = linkToken(email, pkce)
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
                               created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               extensions.crypt($3, extensions.gen_salt('bf', 10)), null, $5, $6, '{"provider":"email","providers":["email"]}',
               $4, $6, $6, false)`,
      [id, email, password, JSON.stringify(answer.user_metadata), token, answer.created_at],
    )
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3, 'email', $4, $4, $4)`,
      [id, id, JSON.stringify(answer.identities[0]!.identity_data), answer.created_at],
    )
    if (pkce) await saveFlowState(tx, id, pkce, 'email/signup')
    return { user: answer, token }
  })
  if (outcome.token) {
    ctx.mailbox.send('confirmation', email, {
      confirmationUrl: verifyLink(ctx.origin, outcome.token, 'signup', redirectTo),
      siteUrl: ctx.origin,
    })
    ctx.log(`Sign-up of ${email}: the confirmation e-mail is in ${ctx.origin}/__mailbox`)
  } else {
    ctx.log(`Sign-up asked for ${email}, which already has an account: nothing sent.`)
  }
  return json(outcome.user)
}

async function signIn(request: Request, ctx: AuthContext, issuer: string): Promise<Response> {
  const body = await readJson(request)
  const email = str(body.email).trim().toLowerCase()
  const password = str(body.password)
  if (!email || !password) throw new AuthError(400, 'validation_failed', MISSING_CREDENTIALS)
  const session = await ctx.db.asOwner(async (tx) => {
    const r = await tx.query<{ id: string; ok: boolean; confirmed: boolean }>(
      `select id, encrypted_password is not null and encrypted_password = extensions.crypt($2, encrypted_password) as ok,
              email_confirmed_at is not null as confirmed
         from auth.users where email = $1 and deleted_at is null and (banned_until is null or banned_until < now())`,
      [email, password],
    )
    const row = r.rows[0]
    if (!row) {
      // The same bcrypt work as for an account (a salt of the same cost), so the time of the
      // answer does not tell whether the address has one.
      await tx.query(`select extensions.crypt($1, extensions.gen_salt('bf', 10))`, [password])
    }
    if (!row || !row.ok)
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
    if (!row.confirmed) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
    await tx.query(
      `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
      [row.id],
    )
    const user = await findUser(tx, 'id = $1', row.id)
    return issueSession(tx, user!, issuer)
  })
  return json(session)
}

async function revokeChain(tx: Transaction, sessionId: string): Promise<void> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
    [sessionId],
  )
  await tx.query(`delete from auth.sessions where id = $1`, [sessionId])
}

async function refresh(request: Request, ctx: AuthContext, issuer: string): Promise<Response> {
  const body = await readJson(request)
  const token = str(body.refresh_token)
  if (!token) throw new AuthError(400, 'validation_failed', 'Refresh Token is required')
  const session = await ctx.db.asOwner(async (tx) => {
    const r = await tx.query<{
      id: string
      user_id: string
      revoked: boolean
      session_id: string | null
    }>(
      `select rt.id::text as id, rt.user_id, rt.revoked, rt.session_id
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id where rt.token = $1`,
      [token],
    )
    const row = r.rows[0]
    if (!row || !row.session_id)
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
    // GoTrue's reuse interval: a token refreshed less than refresh_token_reuse_interval ago (two
    // tabs refreshing at once) answers with its still-active successor instead of failing.
    let reuse: string | undefined
    if (row.revoked) {
      const child = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens
          where parent = $1 and not revoked and created_at > now() - make_interval(secs => $2)`,
        [token, refreshTokenReuseInterval()],
      )
      reuse = child.rows[0]?.token
      if (!reuse) {
        // Reuse detection: an old token coming back means it leaked, so the whole chain (every
        // token of the session, and the session itself) ends, for the thief and the owner alike.
        // (Answered after the transaction, so that the revocation commits.)
        await revokeChain(tx, row.session_id)
        return null
      }
    } else {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`,
        [row.id],
      )
    }
    const user = await findUser(tx, 'id = $1', row.user_id)
    if (!user)
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
    return issueSession(tx, user, issuer, {
      sessionId: row.session_id,
      parent: token,
      refreshToken: reuse,
    })
  })
  if (!session) {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
  return json(session)
}

/** The user and session of a request's Bearer token, as GoTrue checks them. */
async function authenticate(
  request: Request,
  tx: Transaction,
): Promise<{ user: UserRow; sessionId: string }> {
  const auth = request.headers.get('authorization')
  const m = auth ? /^Bearer\s+(.+)$/i.exec(auth.trim()) : null
  const token = m?.[1]
  if (!token || token === request.headers.get('apikey')) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const claims = await verifyJwt(token)
  if (typeof claims.sub !== 'string' || claims.role !== 'authenticated') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : ''
  const s = await tx.query(`select 1 from auth.sessions where id::text = $1`, [sessionId])
  if (s.rows.length === 0)
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    )
  const user = await findUser(tx, 'id::text = $1', claims.sub)
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  return { user, sessionId }
}

async function getUser(request: Request, ctx: AuthContext): Promise<Response> {
  const { user } = await ctx.db.asOwner((tx) => authenticate(request, tx))
  return json(userObject(user))
}

async function updateUser(request: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(request)
  const redirectTo = allowedRedirect(
    new URL(request.url).searchParams.get('redirect_to'),
    ctx.origin,
  )
  const mails: Array<{ to: string; token: string }> = []
  const user = await ctx.db.asOwner(async (tx) => {
    const { user, sessionId } = await authenticate(request, tx)
    await requireAal2ForCredentials(tx, user, sessionId, body)
    if (body.password !== undefined && body.password !== null) {
      const password = str(body.password)
      checkPassword(password)
      if (AUTH_SETTINGS.securePasswordChange) {
        // secure_password_change: only a recent session (a fresh sign-in or recovery link) may set
        // a new password; an older one must reauthenticate, which the site does not offer.
        const age = await tx.query<{ old: boolean }>(
          `select created_at < now() - make_interval(secs => $2) as old from auth.sessions where id = $1`,
          [sessionId, RECENT_SESSION_SECONDS],
        )
        if (age.rows[0]?.old) {
          throw new AuthError(
            400,
            'reauthentication_needed',
            'Password update requires reauthentication',
          )
        }
      }
      const same = await tx.query<{ same: boolean }>(
        `select coalesce(encrypted_password = extensions.crypt($2, encrypted_password), false) as same
           from auth.users where id = $1`,
        [user.id, password],
      )
      if (same.rows[0]?.same) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
      // As GoTrue's UpdatePassword: pending links stop working and every other session ends.
      await tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)),
                recovery_token = '', confirmation_token = '', updated_at = now() where id = $1`,
        [user.id, password],
      )
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
        user.id,
        sessionId,
      ])
    }
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email) {
      const email = body.email.trim().toLowerCase()
      if (!EMAIL.test(email))
        throw new AuthError(
          400,
          'validation_failed',
          'Unable to validate email address: invalid format',
        )
      if (await findUser(tx, 'email = $1', email)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      // The address changes only once the e-mailed link is opened: the one sent to the new
      // address, and with secure_email_change the one sent to the current address too.
      const pkce = pkceOf(body)
      const tokenNew = linkToken(email, pkce)
      const tokenCurrent =
        AUTH_SETTINGS.secureEmailChange && user.email ? linkToken(user.email, pkce) : ''
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
                email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
        [user.id, email, tokenNew, tokenCurrent],
      )
      if (pkce) {
        await tx.query(
          `delete from auth.flow_state where user_id = $1 and authentication_method = 'email_change'`,
          [user.id],
        )
        await saveFlowState(tx, user.id, pkce, 'email_change')
      }
      mails.push({ to: email, token: tokenNew })
      if (tokenCurrent) mails.push({ to: user.email!, token: tokenCurrent })
    }
    if (body.data !== undefined && body.data !== null) {
      const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) }
      for (const [k, v] of Object.entries(metadata(body.data))) {
        if (v === null) delete merged[k]
        else merged[k] = v
      }
      await tx.query(
        `update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`,
        [user.id, JSON.stringify(merged)],
      )
    }
    return (await findUser(tx, 'id = $1', user.id))!
  })
  for (const mail of mails) {
    ctx.mailbox.send('email_change', mail.to, {
      confirmationUrl: verifyLink(ctx.origin, mail.token, 'email_change', redirectTo),
      siteUrl: ctx.origin,
    })
  }
  if (mails.length > 0) {
    ctx.log(
      `E-mail change of ${user.email}: the confirmation e-mails are in ${ctx.origin}/__mailbox`,
    )
  }
  return json(userObject(user))
}

async function logout(request: Request, url: URL, ctx: AuthContext): Promise<Response> {
  const scope = url.searchParams.get('scope') ?? 'global'
  await ctx.db.asOwner(async (tx) => {
    const { user, sessionId } = await authenticate(request, tx)
    if (scope === 'local') await tx.query(`delete from auth.sessions where id = $1`, [sessionId])
    else if (scope === 'others')
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
        user.id,
        sessionId,
      ])
    else await tx.query(`delete from auth.sessions where user_id = $1`, [user.id])
  })
  return new Response(null, { status: 204, headers: { 'X-Supabase-Api-Version': API_VERSION } })
}
