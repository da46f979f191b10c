// The message a sign-in, sign-up, password or sign-out failure shows. Kept apart from errors.ts,
// which the first load carries (the auth context needs it), so these texts arrive with the forms
// only. The service's own words (English) are never shown: a code the visitor can act on gets its
// pt-BR text, a failure of the connection or the service its kind's text, anything else the
// caller's fallback.
import { requestErrorKind, requestErrorMessages } from '@/lib/request-errors'
import { formMessages } from '../form-messages'

/** pt-BR texts for the authentication service's error codes the visitor can act on. */
const authCodeMessages: Record<string, string> = {
  invalid_credentials: formMessages.wrongCredentials,
  email_not_confirmed: 'Confirme seu e-mail antes de entrar: enviamos um link de confirmação.',
  user_already_exists: 'Este e-mail já está cadastrado. Entre com sua senha.',
  email_exists: 'Este e-mail já está cadastrado. Entre com sua senha.',
  weak_password: formMessages.weakPassword,
  same_password: formMessages.samePassword,
}

function field(error: unknown, key: string): unknown {
  return error && typeof error === 'object' ? (error as Record<string, unknown>)[key] : undefined
}

/** The message to show for a failed sign-in, sign-up, password change or sign-out. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const kind = requestErrorKind(error)
  if (kind !== 'client' && kind !== 'unknown') return requestErrorMessages[kind]
  const code = field(error, 'code')
  if (typeof code === 'string' && authCodeMessages[code]) return authCodeMessages[code]
  const message = String(field(error, 'message') ?? '')
  // GoTrue before error codes: 400 with "invalid_grant" / "Invalid login credentials".
  if (field(error, 'status') === 400 && /invalid.(grant|login credentials)/i.test(message))
    return formMessages.wrongCredentials
  if (code === 'validation_failed' && /email/i.test(message)) return formMessages.invalidEmail
  return fallback
}
