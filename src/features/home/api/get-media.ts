import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { MediaItem } from '../types'
import { homeKeys } from './keys'

/** The most media mentions the carousel takes: four pages of three. */
const HOME_MEDIA_LIMIT = 12

/** The newest media mentions, with what a card shows. */
export async function getMedia(): Promise<MediaItem[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('na_midia')
    .select('id, title, source, published_at, link_url, logo_url')
    .order('published_at', { ascending: false })
    .limit(HOME_MEDIA_LIMIT)
  if (error) throw error
  return data
}

export const mediaQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.media(), queryFn: getMedia })

export function useMedia() {
  return useQuery(mediaQueryOptions())
}
