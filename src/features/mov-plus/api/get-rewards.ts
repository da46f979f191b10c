import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { movPlusKeys } from './keys'

export type Reward = Pick<
  Database['public']['Tables']['mov_plus_recompensas']['Row'],
  'id' | 'title' | 'description' | 'cost' | 'stock' | 'image_url'
>

export async function getRewards(): Promise<Reward[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('mov_plus_recompensas')
    .select('id, title, description, cost, stock, image_url')
    .eq('is_active', true)
    .order('display_order', { ascending: true })
    .limit(50)
  if (error) throw error
  return data ?? []
}

export const rewardsQueryOptions = () =>
  queryOptions({ queryKey: movPlusKeys.rewards(), queryFn: getRewards })

export function useRewards() {
  return useQuery(rewardsQueryOptions())
}
