// `/auth/v1`: the GoTrue subset supabase-js uses (signup, token with password, refresh_token or
// pkce, user GET/PUT, logout, recover, verify, factors), with GoTrue's shapes and error codes
// (docs/contracts/SUPABASE-WIRE.md). Users live in `auth.users` (bcrypt through pgcrypto),
// sessions in `auth.sessions`, rotating refresh tokens in `auth.refresh_tokens`, PKCE flow states
// in `auth.flow_state`. As config.toml has it (AUTH_SETTINGS), a sign-up and an e-mail change wait
// for their e-mail link (links.ts), and the e-mails go to the local mailbox (mailbox.ts), as do
// recovery e-mails (recovery.ts).
//   core.ts      settings, AuthError, the user object, issuing sessions, the password rule
//   users.ts     sign-up, GET and PUT /user          sessions.ts  sign-in, refresh, logout, Bearer check
//   links.ts     sign-up and e-mail change links     recovery.ts  recovery, /verify, the PKCE exchange
//   mfa*.ts      /factors (TOTP)                     limits.ts    failed sign-ins per address
import type { LocalDatabase } from '../db.ts'
import { JwtError } from '../jwt.ts'
import type { Mailbox } from '../mailbox.ts'
import { AUTH_SETTINGS, AuthError, json, readJson, str } from './core.ts'
import { isInvalidCredentials, withFailureLimit, type FailureLimiter } from './limits.ts'
import { verifyEmailLink } from './links.ts'
import { handleFactors } from './mfa.ts'
import type { MfaFailureLimiters } from './mfa-verify.ts'
import { exchangeCode, recover, verifyRecoveryLink } from './recovery.ts'
import { authenticate, logout, refresh, signIn } from './sessions.ts'
import { allowedRedirect, type Site } from './site.ts'
import { getUser, signUp, updateUser } from './users.ts'

export interface AuthContext {
  db: LocalDatabase
  /**
   * The site, fixed at start-up (site.ts; never the request's Host): `iss`, e-mail links and the
   * allowed redirects.
   */
  site: Site
  /** Where the e-mails the local auth would send are kept. */
  mailbox: Mailbox
  log: (line: string) => void
  /** The caller's address (the socket's): what the failure limits count by. */
  clientAddress: string
  /** Failed password sign-ins per address (limits.ts); one per backend, in memory. */
  signInFailures: FailureLimiter
  /** Wrong TOTP codes per address and per factor (mfa-verify.ts); one per backend, in memory. */
  mfaFailures: MfaFailureLimiters
}

export async function handleAuth(
  request: Request,
  path: string,
  ctx: AuthContext,
): Promise<Response> {
  try {
    return await route(request, path, ctx)
  } catch (error) {
    if (error instanceof AuthError) return error.response()
    if (error instanceof JwtError) {
      const message = `invalid JWT: unable to parse or verify signature, ${error.message}`
      return new AuthError(403, 'bad_jwt', message).response()
    }
    ctx.log(`auth error: ${error instanceof Error ? error.message : String(error)}`)
    return new AuthError(500, 'unexpected_failure', 'Unexpected failure').response()
  }
}

async function route(request: Request, path: string, ctx: AuthContext): Promise<Response> {
  const method = request.method.toUpperCase()
  const url = new URL(request.url)
  const issuer = `${ctx.site.origin}/auth/v1`
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
      const location = allowedRedirect(url.searchParams.get('redirect_to'), ctx.site)
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
