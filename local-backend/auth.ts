// `/auth/v1`: the GoTrue subset supabase-js uses (signup, token with password or refresh_token,
// user GET/PUT, logout), with GoTrue's shapes and error codes. Users live in `auth.users` (bcrypt
// through pgcrypto), sessions in `auth.sessions`, rotating refresh tokens in `auth.refresh_tokens`.
// Sign-ups are confirmed at once; the would-be confirmation link is printed to the console.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'
import { ACCESS_TOKEN_TTL_SECONDS } from './config.ts'
import type { LocalDatabase } from './db.ts'
import { JwtError, signJwt, verifyJwt } from './jwt.ts'

const API_VERSION = '2024-01-01'
const HEADERS = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': API_VERSION }
const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'
const MIN_PASSWORD_LENGTH = 6
const REUSE_INTERVAL_SECONDS = 10
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: HEADERS })
}

interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  email_confirmed_at: string | null
  confirmed_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: string | null
  updated_at: string | null
  is_anonymous: boolean
}

const USER_COLUMNS = `id, aud, role, email, to_json(email_confirmed_at) #>> '{}' as email_confirmed_at,
  to_json(confirmed_at) #>> '{}' as confirmed_at, to_json(last_sign_in_at) #>> '{}' as last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, to_json(created_at) #>> '{}' as created_at,
  to_json(updated_at) #>> '{}' as updated_at, is_anonymous`

function userObject(u: UserRow) {
  const identityData = { sub: u.id, email: u.email, email_verified: true, phone_verified: false }
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: u.email_confirmed_at,
    phone: '',
    confirmed_at: u.confirmed_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: u.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: u.last_sign_in_at,
        created_at: u.created_at,
        updated_at: u.updated_at,
        email: u.email,
      },
    ],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous,
  }
}

async function findUser(tx: Transaction, where: string, value: string): Promise<UserRow | null> {
  const r = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null`,
    [value],
  )
  return r.rows[0] ?? null
}

interface SessionOptions {
  /** Continue this session (refresh) instead of starting one. */
  sessionId?: string
  /** The refresh token this one replaces. */
  parent?: string
  /** Answer with this existing refresh token instead of issuing one (reuse interval). */
  refreshToken?: string
}

async function issueSession(
  tx: Transaction,
  user: UserRow,
  issuer: string,
  { sessionId, parent, refreshToken: existing }: SessionOptions = {},
) {
  const sid = sessionId ?? randomUUID()
  if (!sessionId) {
    await tx.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      [sid, user.id],
    )
  } else {
    await tx.query(
      `update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1`,
      [sid],
    )
  }
  const refreshToken = existing ?? randomBytes(16).toString('base64url')
  if (!existing) {
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, false, now(), now(), $3, $4)`,
      [refreshToken, user.id, parent ?? null, sid],
    )
  }
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS
  const u = userObject(user)
  const accessToken = await signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: 'authenticated',
      email: u.email,
      phone: '',
      app_metadata: u.app_metadata,
      user_metadata: u.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: iat }],
      session_id: sid,
      is_anonymous: false,
    },
    iat,
    exp,
  )
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: u,
  }
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    )
  }
}

function metadata(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

export interface AuthContext {
  db: LocalDatabase
  /** Origin the request came to, for `iss` and the printed confirmation link. */
  origin: string
  log: (line: string) => void
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
  switch (`${method} ${path}`) {
    case 'POST /signup':
      return signUp(request, ctx, issuer)
    case 'POST /token': {
      const grant = url.searchParams.get('grant_type')
      if (grant === 'password') return signIn(request, ctx, issuer)
      if (grant === 'refresh_token') return refresh(request, ctx, issuer)
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
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      })
    case 'GET /verify': {
      // The printed confirmation link: the account is already confirmed, so it only redirects.
      const target = url.searchParams.get('redirect_to')
      let location = `${ctx.origin}/`
      if (target) {
        try {
          const t = new URL(target)
          if (t.protocol === 'http:' || t.protocol === 'https:') location = t.href
        } catch {
          // keep the site root
        }
      }
      return new Response(null, { status: 303, headers: { Location: location } })
    }
    case 'POST /recover':
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

async function signUp(request: Request, ctx: AuthContext, issuer: string): Promise<Response> {
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
  const data = metadata(body.data)
  const session = await ctx.db.asOwner(async (tx) => {
    if (await findUser(tx, 'email = $1', email))
      throw new AuthError(422, 'user_already_exists', 'User already registered')
    const id = randomUUID()
    const userMeta = { ...data, sub: id, email, email_verified: true, phone_verified: false }
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
                               last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               extensions.crypt($3, extensions.gen_salt('bf', 10)), now(), now(), now(),
               '{"provider":"email","providers":["email"]}', $4, now(), now(), false)`,
      [id, email, password, JSON.stringify(userMeta)],
    )
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3, 'email', now(), now(), now())`,
      [id, id, JSON.stringify({ sub: id, email, email_verified: true, phone_verified: false })],
    )
    const user = await findUser(tx, 'id = $1', id)
    return issueSession(tx, user!, issuer)
  })
  const redirectTo = new URL(request.url).searchParams.get('redirect_to')
  const link = new URL(`${ctx.origin}/auth/v1/verify`)
  link.searchParams.set('type', 'signup')
  link.searchParams.set('email', email)
  if (redirectTo) link.searchParams.set('redirect_to', redirectTo)
  ctx.log(`Sign-up of ${email} confirmed at once (local). Confirmation link: ${link.href}`)
  return json(session)
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
    // GoTrue's reuse interval: a token refreshed less than REUSE_INTERVAL_SECONDS ago (two tabs
    // refreshing at once) answers with its still-active successor instead of failing.
    let reuse: string | undefined
    if (row.revoked) {
      const child = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens
          where parent = $1 and not revoked and created_at > now() - make_interval(secs => $2)`,
        [token, REUSE_INTERVAL_SECONDS],
      )
      reuse = child.rows[0]?.token
      if (!reuse) {
        throw new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        )
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
  const user = await ctx.db.asOwner(async (tx) => {
    const { user } = await authenticate(request, tx)
    if (body.password !== undefined && body.password !== null) {
      const password = str(body.password)
      checkPassword(password)
      await tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)), updated_at = now() where id = $1`,
        [user.id, password],
      )
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
      await tx.query(
        `update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1`,
        [user.id, email],
      )
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
