import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { mfaKeys } from './mfa-keys'

type AssuranceLevel = 'aal1' | 'aal2'

/**
 * The current session's assurance level (the `aal` claim: 'aal2' after a second factor), read by
 * supabase-js from the session it holds, without a request.
 */
export async function getAssuranceLevel(): Promise<AssuranceLevel | null> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  if (error) throw error
  return data.currentLevel === 'aal2' ? 'aal2' : data.currentLevel === 'aal1' ? 'aal1' : null
}

/**
 * Keyed on the access token: a verified code (MFA_CHALLENGE_VERIFIED), a refresh or another sign-in
 * brings a new token, and the level is read again. While it is, the same person's previous answer
 * stays (a refresh keeps the level), so an open screen is not replaced by a spinner every hour.
 */
export function assuranceLevelQueryOptions(userId: string, accessToken: string) {
  return queryOptions({
    queryKey: mfaKeys.level(userId, accessToken),
    queryFn: getAssuranceLevel,
    staleTime: Infinity,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === userId ? previous : undefined,
  })
}
