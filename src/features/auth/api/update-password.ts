import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

/** Sets the signed-in person's new password (the recovery session's, on the reset page). */
export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.updateUser({ password })
  if (error) throw error
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}
