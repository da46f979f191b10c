import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Banner } from '../types'
import { homeKeys } from './keys'

/** Active home banners in display_order. */
export async function getBanners(): Promise<Banner[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('home_banners')
    .select('*')
    .eq('is_active', true)
    .order('display_order', { ascending: true })
  if (error) throw error
  return data
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.banners(), queryFn: getBanners })

export function useBanners() {
  return useQuery(bannersQueryOptions())
}
