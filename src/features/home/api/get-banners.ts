import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Banner } from '../types'
import { homeKeys } from './keys'

/** The most banners the carousel takes (a curated set; more would never be seen in turn). */
const HOME_BANNERS_LIMIT = 10

/** Active home banners in display_order, with what a slide shows. */
export async function getBanners(): Promise<Banner[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('home_banners')
    .select('id, title, description, image_url, link_url')
    .eq('is_active', true)
    .order('display_order', { ascending: true })
    .limit(HOME_BANNERS_LIMIT)
  if (error) throw error
  return data
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.banners(), queryFn: getBanners })

export function useBanners() {
  return useQuery(bannersQueryOptions())
}
