// The message a sign-in, sign-up or sign-out failure shows. Kept apart from errors.ts, which the
// first load carries (the auth context needs it), so these texts arrive with the forms only.
import { formMessages } from '../form-messages'
import { errorMessage } from './errors'

/** pt-BR texts for the authentication service's error codes the visitor can act on. */
const authCodeMessages: Record<string, string> = {
  invalid_credentials: 'E-mail ou senha incorretos',
  email_not_confirmed: 'Confirme seu e-mail antes de entrar: enviamos um link de confirmação.',
  user_already_exists: 'Este e-mail já está cadastrado. Entre com sua senha.',
  email_exists: 'Este e-mail já está cadastrado. Entre com sua senha.',
  weak_password: formMessages.weakPassword,
  same_password: formMessages.samePassword,
  over_request_rate_limit: formMessages.tooManyRequests,
  over_email_send_rate_limit: formMessages.tooManyRequests,
}

/** The message to show for a failed sign-in, sign-up or sign-out. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code =
    error && typeof error === 'object' && 'code' in error
      ? (error as { code: unknown }).code
      : undefined
  if (typeof code === 'string' && authCodeMessages[code]) return authCodeMessages[code]
  if (
    typeof code === 'string' &&
    code === 'validation_failed' &&
    /email/i.test(errorMessage(error, ''))
  ) {
    return formMessages.invalidEmail
  }
  return errorMessage(error, fallback)
}
