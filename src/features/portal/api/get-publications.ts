import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Publication } from '../types'
import { publicationKeys, type PublicationListParams } from './keys'

export interface PublicationPage {
  items: Publication[]
  total: number
}

/**
 * The visitor's words without the characters that mean something to PostgREST's `or=` syntax or
 * to ilike (`,().:"*%_\\`), so a search is always a plain "contains".
 */
function searchTerm(text: string): string {
  return text
    .replace(/[,().:"*%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** One page of publications, newest first, whose title or authors contain `search`, filtered by thematic. */
export async function getPublications({
  search,
  thematic,
  page,
  pageSize,
}: PublicationListParams): Promise<PublicationPage> {
  const supabase = await getDataClient()
  let query = supabase
    .from('pdc_publications')
    .select('*', { count: 'exact' })
    .eq('is_published', true)
  const term = searchTerm(search)
  if (term) query = query.or(`title.ilike.*${term}*,authors.ilike.*${term}*`)
  if (thematic) query = query.eq('thematic', thematic)
  const from = (page - 1) * pageSize
  const { data, error, count } = await query
    .order('publication_date', { ascending: false })
    .range(from, from + pageSize - 1)
  if (error) throw error
  return { items: data, total: count ?? data.length }
}

export const publicationsQueryOptions = (params: PublicationListParams) =>
  queryOptions({
    queryKey: publicationKeys.list(params),
    queryFn: () => getPublications(params),
    placeholderData: keepPreviousData,
  })

export function usePublications(params: PublicationListParams) {
  return useQuery(publicationsQueryOptions(params))
}
