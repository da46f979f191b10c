import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Session } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import { authKeys } from './keys'

/** What the reset page can do with the address it was opened at. */
type RecoveryLink =
  | { status: 'ready'; email: string }
  /** `expired`: the link failed (invalid, used, expired, or opened in another browser). */
  | { status: 'invalid'; reason: 'expired' | 'missing' }

/** The address the page was opened at, read before supabase-js removes the code from it. */
export interface Landing {
  search: string
  hash: string
}

function params(landing: Landing): URLSearchParams {
  const all = new URLSearchParams(landing.search)
  for (const [k, v] of new URLSearchParams(landing.hash.replace(/^#/, ''))) all.append(k, v)
  return all
}

/** How the session's person proved who they are: `recovery` (PKCE) or `otp` (implicit) for a link. */
function isRecoverySession(session: Session): boolean {
  try {
    const payload = session.access_token.split('.')[1] ?? ''
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      amr?: Array<{ method?: string }>
    }
    return (claims.amr ?? []).some((a) => a.method === 'recovery' || a.method === 'otp')
  } catch {
    return false
  }
}

/**
 * Waits for supabase-js to finish with the landing address (its `detectSessionInUrl` exchanges a
 * `?code=` for the recovery session), then tells whether a new password can be set.
 */
export async function getRecoveryLink(landing: Landing): Promise<RecoveryLink> {
  const found = params(landing)
  const supabase = await getSupabase()
  await supabase.auth.initialize()
  if (found.has('error_code') || found.has('error_description')) {
    return { status: 'invalid', reason: 'expired' }
  }
  const { data } = await supabase.auth.getSession()
  const session = data.session
  if (session && isRecoverySession(session)) {
    return { status: 'ready', email: session.user.email ?? '' }
  }
  return { status: 'invalid', reason: found.has('code') ? 'expired' : 'missing' }
}

export function recoveryLinkQueryOptions(landing: Landing) {
  return queryOptions({
    queryKey: authKeys.recoveryLink(landing.search, landing.hash),
    queryFn: () => getRecoveryLink(landing),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })
}

export function useRecoveryLink(landing: Landing) {
  return useQuery(recoveryLinkQueryOptions(landing))
}
