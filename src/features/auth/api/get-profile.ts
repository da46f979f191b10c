import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { authKeys } from './keys'

export type Profile = Pick<Tables<'profiles'>, 'role' | 'full_name' | 'avatar_url'>

/** The signed-in user's own profile row, or null when it does not exist (yet). */
export async function getProfile(userId: string): Promise<Profile | null> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('profiles')
    .select('role, full_name, avatar_url')
    .eq('id', userId)
    .maybeSingle()
  if (error) throw error
  return data
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: authKeys.profile(userId),
    queryFn: () => getProfile(userId),
    staleTime: 5 * 60_000,
  })
}
