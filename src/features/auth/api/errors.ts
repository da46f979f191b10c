/** The service's message when there is one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message
    if (typeof message === 'string' && message.trim() !== '' && message !== '{}') return message
  }
  return fallback
}

/** PostgREST's "not exactly one row" code: a missing profile, not a failure. */
export function isNoRowsError(error: unknown): boolean {
  return Boolean(
    error &&
    typeof error === 'object' &&
    'code' in error &&
    (error as { code: unknown }).code === 'PGRST116',
  )
}
