import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { mfaStateFilter } from './mfa-keys'

/** Removes a factor (a verified one only from a session at aal2). */
export async function unenrollFactor(factorId: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) throw error
}

export function useUnenrollFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unenrollFactor,
    onSuccess: () => queryClient.invalidateQueries(mfaStateFilter),
  })
}
