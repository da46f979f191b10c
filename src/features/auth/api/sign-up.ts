import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { confirmationRedirect } from '../confirmation-landing'

interface SignUpInput {
  fullName: string
  email: string
  password: string
}

/**
 * Signs up with `full_name` and role "user" as metadata (the database ignores the role). The
 * confirmation link is PKCE (supabase-js keeps the verifier in this browser) and leads back to the
 * site root with `?conta=confirmada` (site_url, in the redirect allow-list), where supabase-js
 * exchanges its `?code=` and the page says "Conta confirmada" (AccountConfirmedNotice).
 */
export async function signUp({ fullName, email, password }: SignUpInput) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: { full_name: fullName, role: 'user' },
      emailRedirectTo: confirmationRedirect(window.location.origin),
    },
  })
  if (error) throw error
  // With e-mail confirmation on (config.toml, and the local backend), no session comes back, for
  // a new address and an existing one alike: the visitor confirms by e-mail first.
  return { session: data.session, user: data.user }
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
