import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { getSupabase, mayHaveSession, whenSupabaseRequested } from '@/lib/supabase'

export type { AuthChangeEvent, Session }

/**
 * Follows the authentication state: the listener first receives INITIAL_SESSION, then every
 * change (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY,
 * MFA_CHALLENGE_VERIFIED). supabase-js itself hands the new access token to the realtime
 * connection on sign-in and refresh, and the public key on sign-out. Returns the unsubscribe.
 *
 * A visitor who cannot have a session is told so at once (INITIAL_SESSION, null), and supabase-js
 * is not downloaded for it: the listener is attached when something else loads the client (a
 * page's data, the sign-in form), so a sign-in still arrives.
 */
export async function subscribeToAuth(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): Promise<() => void> {
  let client
  if (mayHaveSession()) {
    client = await getSupabase()
  } else {
    listener('INITIAL_SESSION', null)
    client = await whenSupabaseRequested()
  }
  const { data } = client.auth.onAuthStateChange(listener)
  return () => data.subscription.unsubscribe()
}
