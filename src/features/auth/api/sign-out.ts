import { useMutation } from '@tanstack/react-query'
import { forgetUnownedStorage } from '@/lib/account-storage'
import { getSupabase } from '@/lib/supabase'

/**
 * Signs out. Entries this browser kept before they belonged to an account go too, so the next
 * person is never offered them; this account's own (src/lib/account-storage.ts) stay for its
 * next sign-in.
 */
export async function signOut(): Promise<void> {
  forgetUnownedStorage()
  const supabase = await getSupabase()
  const { error } = await supabase.auth.signOut()
  if (error) throw error
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut })
}
