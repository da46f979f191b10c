// Users of `/auth/v1`: sign-up (confirmed by its e-mailed link, links.ts), the user object
// (GET /user) and its changes (PUT /user: password, e-mail address, metadata), as GoTrue.
import { randomUUID } from 'node:crypto'
import {
  AUTH_SETTINGS,
  AuthError,
  EMAIL,
  checkPassword,
  findUser,
  json,
  metadata,
  readJson,
  str,
  userObject,
} from './core.ts'
import { linkToken, saveFlowState, signUpUser, verifyLink } from './links.ts'
import { requireAal2ForCredentials } from './mfa-factors.ts'
import { pkceOf } from './recovery.ts'
import { allowedRedirect } from './site.ts'
import type { AuthContext } from './routes.ts'
import { MISSING_CREDENTIALS, authenticate } from './sessions.ts'

/** GoTrue's secure password change: a session older than this must reauthenticate first. */
const RECENT_SESSION_SECONDS = 24 * 60 * 60

export async function signUp(request: Request, ctx: AuthContext): Promise<Response> {
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
  const redirectTo = allowedRedirect(new URL(request.url).searchParams.get('redirect_to'), ctx.site)
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
      confirmationUrl: verifyLink(ctx.site.origin, outcome.token, 'signup', redirectTo),
      siteUrl: ctx.site.origin,
    })
    ctx.log(`Sign-up of ${email}: the confirmation e-mail is in ${ctx.site.origin}/__mailbox`)
  } else {
    ctx.log(`Sign-up asked for ${email}, which already has an account: nothing sent.`)
  }
  return json(outcome.user)
}

export async function getUser(request: Request, ctx: AuthContext): Promise<Response> {
  const { user } = await ctx.db.asOwner((tx) => authenticate(request, tx))
  return json(userObject(user))
}

export async function updateUser(request: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(request)
  const redirectTo = allowedRedirect(new URL(request.url).searchParams.get('redirect_to'), ctx.site)
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
      confirmationUrl: verifyLink(ctx.site.origin, mail.token, 'email_change', redirectTo),
      siteUrl: ctx.site.origin,
    })
  }
  if (mails.length > 0) {
    ctx.log(
      `E-mail change of ${user.email}: the confirmation e-mails are in ${ctx.site.origin}/__mailbox`,
    )
  }
  return json(userObject(user))
}
