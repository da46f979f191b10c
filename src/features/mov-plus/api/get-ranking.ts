import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { movPlusKeys } from './keys'

type RankingRow = Database['public']['Views']['mov_plus_ranking']['Row']

export async function getRanking(limit: number): Promise<RankingRow[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('mov_plus_ranking')
    .select('display_name, avatar_url, total_points, rank')
    .order('total_points', { ascending: false })
    .limit(limit)
  if (error) throw error
  return data ?? []
}

export const rankingQueryOptions = (limit: number) =>
  queryOptions({ queryKey: movPlusKeys.ranking(limit), queryFn: () => getRanking(limit) })

export function useRanking(limit = 10) {
  return useQuery(rankingQueryOptions(limit))
}
