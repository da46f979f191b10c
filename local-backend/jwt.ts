// HS256 tokens: the local service key, users' access tokens, and reading the role of a request
// from its `apikey` and `Authorization` headers (see docs/contracts/SUPABASE-WIRE.md section 4).
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './config.ts'
import type { Claims, Role } from './db.ts'

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET)

export async function signJwt(payload: JWTPayload, iat: number, exp: number): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret)
}

/** The local service key: fixed dates, so the same key is printed on every start. */
export function createServiceKey(): Promise<string> {
  return signJwt({ iss: 'supabase-local', role: 'service_role' }, 1_767_225_600, 2_082_758_400)
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message)
  }
}

export async function verifyJwt(token: string): Promise<JWTPayload> {
  const parts = token.split('.').length
  if (parts !== 3) throw new JwtError(`Expected 3 parts in JWT; got ${parts}`, false)
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    return payload
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('JWT expired', true)
    throw new JwtError('JWT cryptographic operation failed', false)
  }
}

/** The Bearer token of the Authorization header, if any. */
export function bearerToken(headers: Headers): string | null {
  const auth = headers.get('authorization')
  const m = auth ? /^Bearer\s+(.+)$/i.exec(auth.trim()) : null
  return m ? m[1]! : null
}

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role'])

/**
 * The claims a request runs with (docs/contracts/SUPABASE-WIRE.md section 4): `anon` when there is no
 * Authorization header or its Bearer is the anon key (the only non-JWT key the gateway check in
 * app.ts lets through, so "Bearer equal to the apikey" lands here too); otherwise the verified
 * JWT's claims (the service key gives `service_role`, a user's access token `authenticated`).
 * Throws JwtError on a bad or expired token.
 */
export async function requestClaims(headers: Headers): Promise<Claims> {
  const token = bearerToken(headers)
  if (token === null || token === LOCAL_ANON_KEY) return { role: 'anon' }
  const payload = await verifyJwt(token)
  const role =
    typeof payload.role === 'string' && ROLES.has(payload.role) ? (payload.role as Role) : null
  if (!role)
    throw new JwtError('JWT role claim is not one of anon, authenticated, service_role', false)
  return { ...payload, role } as Claims
}
