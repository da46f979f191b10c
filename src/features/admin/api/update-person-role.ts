import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Role } from '../people-messages'
import type { Person } from './get-people'

/**
 * Gives an account another role. Row-level security decides: only admins change roles, and never
 * their own admin role away (42501); a row the caller may not touch comes back empty (PGRST116).
 */
export async function updatePersonRole({ id, role }: { id: string; role: Role }): Promise<Person> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('profiles')
    .update({ role })
    .eq('id', id)
    .select('id,full_name,email,role,created_at')
    .single()
  if (error) throw error
  return data
}

export function useUpdatePersonRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePersonRole,
    onSuccess: () => void queryClient.invalidateQueries(),
  })
}
