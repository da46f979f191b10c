/** PostgREST's "not exactly one row" code: a missing profile, not a failure. */
export function isNoRowsError(error: unknown): boolean {
  return Boolean(
    error &&
    typeof error === 'object' &&
    'code' in error &&
    (error as { code: unknown }).code === 'PGRST116',
  )
}
