// Where the sign-up confirmation link lands: the site root with `?conta=confirmada` (GoTrue adds
// `code=` for the PKCE exchange, which supabase-js makes on any page).

export const CONFIRMED_PARAM = 'conta'
export const CONFIRMED_VALUE = 'confirmada'

/** The `emailRedirectTo` of a sign-up. */
export function confirmationRedirect(origin: string): string {
  return `${origin}/?${CONFIRMED_PARAM}=${CONFIRMED_VALUE}`
}

/** Whether the address is a confirmation landing that did not come back with an error. */
export function isConfirmationLanding(search: string, hash: string): boolean {
  const params = new URLSearchParams(search)
  if (params.get(CONFIRMED_PARAM) !== CONFIRMED_VALUE) return false
  const failed = (p: URLSearchParams) => p.has('error') || p.has('error_description')
  return !failed(params) && !failed(new URLSearchParams(hash.replace(/^#/, '')))
}

/** The search string without the landing's marker (other parameters stay). */
export function withoutConfirmationMarker(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(CONFIRMED_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
