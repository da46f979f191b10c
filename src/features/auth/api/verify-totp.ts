import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

/**
 * Checks a code of the factor (challenge, then verify). On success supabase-js keeps the new
 * session, now at aal2, and announces it (MFA_CHALLENGE_VERIFIED).
 */
export async function verifyTotp({ factorId, code }: { factorId: string; code: string }) {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
  if (error) throw error
}

export function useVerifyTotp() {
  return useMutation({ mutationFn: verifyTotp })
}
