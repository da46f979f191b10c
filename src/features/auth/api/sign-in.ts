import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

interface SignInInput {
  email: string
  password: string
}

export async function signInWithPassword({ email, password }: SignInInput) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw error
  return data
}

export function useSignIn() {
  return useMutation({ mutationFn: signInWithPassword })
}
