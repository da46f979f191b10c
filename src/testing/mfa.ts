// A fake GoTrue MFA wire (auth-js 2.109's `mfa` methods, docs/contracts/SUPABASE-WIRE.md section
// 2.5): GET /user with `factors`, POST /factors (enrol), /factors/:id/challenge,
// /factors/:id/verify and DELETE /factors/:id, answered from one account's factor list, as the
// hosted service does.
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  AUTH_URL,
  authError,
  fakeSession,
  fakeUser,
  verifiedTotpFactor,
  type TestUser,
} from './auth'

/** The code the fake service accepts (a test types it as a person reads it from the app). */
export const GOOD_CODE = '123456'
/** The secret of every new enrolment (base32, as GoTrue returns it). */
export const NEW_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
/** The raw SVG GoTrue sends (auth-js turns it into a data URI). */
export const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h1v1H0z"/></svg>'

type Factor = typeof verifiedTotpFactor

export interface MfaService {
  handlers: HttpHandler[]
  /** The account's factors now. */
  factors: () => Factor[]
  /** Every request, as "METHOD /path" (after /auth/v1). */
  calls: string[]
}

/**
 * The MFA endpoints for `user`, who starts with `factors` (none: a plain member; a verified one: a
 * staff member). A verified code answers with a session at aal2 (the same user, with the factors).
 */
export function mfaService(
  user: TestUser,
  { factors: initial = [] }: { factors?: Factor[] } = {},
): MfaService {
  let factors = [...initial]
  let counter = 0
  const calls: string[] = []
  const note = (request: Request) =>
    calls.push(`${request.method} ${new URL(request.url).pathname.replace('/auth/v1', '')}`)
  const handlers = [
    http.get(`${AUTH_URL}/user`, ({ request }) => {
      note(request)
      return HttpResponse.json({ ...fakeUser(user), factors })
    }),
    http.post(`${AUTH_URL}/factors`, async ({ request }) => {
      note(request)
      const body = (await request.json()) as { factor_type?: string; friendly_name?: string }
      if (factors.some((f) => f.friendly_name === body.friendly_name))
        return authError(
          422,
          'mfa_factor_name_conflict',
          'A factor with the friendly name already exists',
        )
      counter += 1
      const id = `00000000-0000-4000-8000-00000000000${counter}`
      factors.push({
        ...verifiedTotpFactor,
        id,
        friendly_name: body.friendly_name ?? '',
        status: 'unverified',
      })
      return HttpResponse.json({
        id,
        type: 'totp',
        friendly_name: body.friendly_name,
        totp: {
          qr_code: QR_SVG,
          secret: NEW_SECRET,
          uri: `otpauth://totp/MOV:${user.email}?secret=${NEW_SECRET}&issuer=MOV`,
        },
      })
    }),
    http.post(`${AUTH_URL}/factors/:id/challenge`, ({ request, params }) => {
      note(request)
      if (!factors.some((f) => f.id === params.id))
        return authError(404, 'mfa_factor_not_found', 'Factor not found')
      return HttpResponse.json({
        id: `challenge-${String(params.id)}`,
        type: 'totp',
        expires_at: Math.floor(Date.now() / 1000) + 300,
      })
    }),
    http.post(`${AUTH_URL}/factors/:id/verify`, async ({ request, params }) => {
      note(request)
      const body = (await request.json()) as { challenge_id?: string; code?: string }
      if (body.code !== GOOD_CODE)
        return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
      factors = factors.map((f) => (f.id === params.id ? { ...f, status: 'verified' } : f))
      return HttpResponse.json(fakeSession(user, { aal: 'aal2', factors }))
    }),
    http.delete(`${AUTH_URL}/factors/:id`, ({ request, params }) => {
      note(request)
      factors = factors.filter((f) => f.id !== params.id)
      return HttpResponse.json({ id: params.id })
    }),
  ]
  return { handlers, factors: () => factors, calls }
}

/** POST /factors/:id/verify answering with GoTrue's error `code` (or an HTTP status alone). */
export function verifyFails(status: number, code: string, message: string) {
  return http.post(`${AUTH_URL}/factors/:id/verify`, () => authError(status, code, message))
}
