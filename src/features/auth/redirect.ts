import { forgotPasswordPath, loginPath, registerPath, resetPasswordPath } from '@/config/paths'

/**
 * Pages a sign-in never goes back to: the sign-in and sign-up forms, and the password recovery
 * flow, which is spent once used (issue 34: after a reset, signing out and in again landed on
 * "Abra o link do e-mail").
 */
const NOT_A_DESTINATION = new Set([loginPath, registerPath, forgotPasswordPath, resetPasswordPath])

/** The in-site path a visitor came from (router state `from`), or undefined when unsafe or absent. */
export function safeFrom(state: unknown): string | undefined {
  const from =
    state && typeof state === 'object' && 'from' in state
      ? (state as { from: unknown }).from
      : undefined
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from.startsWith('/\\')
  )
    return undefined
  const pathname = from.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  if (NOT_A_DESTINATION.has(pathname)) return undefined
  return from
}
