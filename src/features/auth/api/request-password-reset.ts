import { useMutation } from '@tanstack/react-query'
import { resetPasswordPath } from '@/config/paths'
import { getSupabase } from '@/lib/supabase'

/**
 * Asks for the password-reset e-mail. The service answers the same whether or not an account
 * exists; with PKCE, this browser keeps the verifier that the e-mail's link will need.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${resetPasswordPath}`,
  })
  if (error) throw error
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
