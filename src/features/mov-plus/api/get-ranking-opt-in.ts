import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { movPlusKeys } from './keys'

/** Whether the member chose to appear in the public ranking (their own profile row). */
export async function getRankingOptIn(userId: string): Promise<boolean> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('profiles')
    .select('show_in_ranking')
    .eq('id', userId)
    .maybeSingle()
  if (error) throw error
  return data?.show_in_ranking ?? false
}

export const rankingOptInQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: movPlusKeys.rankingOptIn(userId),
    queryFn: () => getRankingOptIn(userId),
  })

export function useRankingOptIn(userId: string) {
  return useQuery(rankingOptInQueryOptions(userId))
}
