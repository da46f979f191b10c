import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { movPlusKeys } from './keys'

export type Mission = Pick<
  Database['public']['Tables']['mov_plus_missoes']['Row'],
  'id' | 'title' | 'description' | 'points'
>

export async function getMissions(): Promise<Mission[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('mov_plus_missoes')
    .select('id, title, description, points')
    .eq('is_active', true)
    .order('display_order', { ascending: true })
    .limit(50)
  if (error) throw error
  return data ?? []
}

export const missionsQueryOptions = () =>
  queryOptions({ queryKey: movPlusKeys.missions(), queryFn: getMissions })

export function useMissions() {
  return useQuery(missionsQueryOptions())
}
