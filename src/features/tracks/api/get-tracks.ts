import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { trackKeys } from './keys'
import type { TrackSummary } from '../types'

export const TRACKS_PAGE_SIZE = 9
export const TRACK_COLUMNS = 'id, slug, title, description, cover_image_url, level, estimated_hours'

/** Published training tracks in display order, one page at a time with the exact total. */
export async function getTracks({ page, pageSize }: { page: number; pageSize: number }) {
  const supabase = await getDataClient()
  const from = (page - 1) * pageSize
  const { data, error, count } = await supabase
    .from('trilhas')
    .select(TRACK_COLUMNS, { count: 'exact' })
    .eq('is_published', true)
    .order('display_order', { ascending: true })
    .order('title', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  const items: TrackSummary[] = data ?? []
  return { items, total: count ?? items.length }
}

export const tracksQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: trackKeys.list(params),
    queryFn: () => getTracks(params),
    placeholderData: keepPreviousData,
  })

export function useTracks(params: { page: number; pageSize: number }) {
  return useQuery(tracksQueryOptions(params))
}
