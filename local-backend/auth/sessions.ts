// Sessions of `/auth/v1`: the password sign-in, the refresh token grant (rotation, GoTrue's reuse
// interval and reuse detection), the Bearer token check every user route makes, and logout.
import type { Transaction } from '../db.ts'
import { verifyJwt } from '../jwt.ts'
import {
  API_VERSION,
  AuthError,
  findUser,
  issueSession,
  json,
  readJson,
  refreshTokenReuseInterval,
  str,
  type UserRow,
} from './core.ts'
import type { AuthContext } from './routes.ts'

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'

export async function signIn(
  request: Request,
  ctx: AuthContext,
  issuer: string,
): Promise<Response> {
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

export async function refresh(
  request: Request,
  ctx: AuthContext,
  issuer: string,
): Promise<Response> {
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
export async function authenticate(
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

export async function logout(request: Request, url: URL, ctx: AuthContext): Promise<Response> {
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
