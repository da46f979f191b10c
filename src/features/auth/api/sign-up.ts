import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

export interface SignUpInput {
  fullName: string
  email: string
  password: string
}

/** Signs up with `full_name` and role "user" as metadata (the database ignores the role). */
export async function signUp({ fullName, email, password }: SignUpInput) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: fullName, role: 'user' } },
  })
  if (error) throw error
  // With e-mail confirmation on, no session comes back: the visitor confirms by e-mail first.
  return { session: data.session, user: data.user }
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
