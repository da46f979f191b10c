import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { SearchHit } from '../types'
import { searchKeys } from './keys'

const SEARCH_PAGE_SIZE = 10

export interface SearchPage {
  hits: SearchHit[]
  total: number
  offset: number
}

/**
 * One page of the site search: published news, programmes, research, tracks, manifestos and portal
 * publications matching every word (accents, case and plural aside), best first, ranked by the
 * database function `search_site`.
 */
export async function searchSite(term: string, offset: number): Promise<SearchPage> {
  const supabase = await getDataClient()
  const { data, error } = await supabase.rpc('search_site', {
    p_query: term,
    p_limit: SEARCH_PAGE_SIZE,
    p_offset: offset,
  })
  if (error) throw error
  return { hits: data, total: data[0]?.total_count ?? 0, offset }
}

export const searchQueryOptions = (term: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(term),
    queryFn: ({ pageParam }) => searchSite(term, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.hits.length
      return last.hits.length > 0 && next < last.total ? next : undefined
    },
    enabled: term !== '',
  })

export function useSiteSearch(term: string) {
  return useInfiniteQuery(searchQueryOptions(term))
}
