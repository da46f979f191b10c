import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { MediaItem } from '../types'
import { homeKeys } from './keys'

/** Media mentions, newest first. */
export async function getMedia(): Promise<MediaItem[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('na_midia')
    .select('*')
    .order('published_at', { ascending: false })
  if (error) throw error
  return data
}

export const mediaQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.media(), queryFn: getMedia })

export function useMedia() {
  return useQuery(mediaQueryOptions())
}
