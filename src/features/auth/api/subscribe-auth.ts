import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'

export type { AuthChangeEvent, Session }

/**
 * Follows the authentication state: the listener first receives INITIAL_SESSION, then every
 * change (SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY,
 * MFA_CHALLENGE_VERIFIED). supabase-js itself hands the new access token to the realtime
 * connection on sign-in and refresh, and the public key on sign-out. Returns the unsubscribe.
 */
export async function subscribeToAuth(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): Promise<() => void> {
  const supabase = await getSupabase()
  const { data } = supabase.auth.onAuthStateChange(listener)
  return () => data.subscription.unsubscribe()
}
