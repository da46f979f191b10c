import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { newsKeys } from './keys'
import type { NewsLink } from '../types'

export interface AdjacentNews {
  /** The next older article. */
  previous: NewsLink | null
  /** The next newer article. */
  next: NewsLink | null
}

/** The published articles just before and just after one publication date. */
export async function getAdjacentNews({
  id,
  publishedAt,
}: {
  id: string
  publishedAt: string
}): Promise<AdjacentNews> {
  const supabase = await getDataClient()
  const [older, newer] = await Promise.all([
    supabase
      .from('noticias')
      .select('id, slug, title')
      .eq('is_published', true)
      .neq('id', id)
      .lt('published_at', publishedAt)
      .order('published_at', { ascending: false })
      .limit(1),
    supabase
      .from('noticias')
      .select('id, slug, title')
      .eq('is_published', true)
      .neq('id', id)
      .gt('published_at', publishedAt)
      .lte('published_at', new Date().toISOString())
      .order('published_at', { ascending: true })
      .limit(1),
  ])
  if (older.error) throw older.error
  if (newer.error) throw newer.error
  return { previous: older.data?.[0] ?? null, next: newer.data?.[0] ?? null }
}

export const adjacentNewsQueryOptions = (params: { id: string; publishedAt: string }) =>
  queryOptions({ queryKey: newsKeys.adjacent(params), queryFn: () => getAdjacentNews(params) })

export function useAdjacentNews(params: { id: string; publishedAt: string }) {
  return useQuery(adjacentNewsQueryOptions(params))
}
