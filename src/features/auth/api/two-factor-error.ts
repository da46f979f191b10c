// The pt-BR text for a failed second-factor request: GoTrue's MFA codes by meaning, the connection,
// the service or the time by kind (src/lib/request-errors.ts), never the server's English.
import { requestErrorKind, requestErrorMessages } from '@/lib/request-errors'
import { twoFactorErrors } from '../two-factor-messages'

const byCode: Record<string, string> = {
  mfa_verification_failed: twoFactorErrors.wrongCode,
  mfa_challenge_expired: twoFactorErrors.expired,
  mfa_factor_not_found: twoFactorErrors.factorGone,
  insufficient_aal: twoFactorErrors.needsSecondFactor,
  session_not_found: twoFactorErrors.sessionGone,
}

export function twoFactorErrorMessage(error: unknown, fallback: string = twoFactorErrors.fallback) {
  const kind = requestErrorKind(error)
  if (kind !== 'client' && kind !== 'unknown') return requestErrorMessages[kind]
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined
  if (typeof code === 'string' && byCode[code]) return byCode[code]
  return fallback
}
