import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { SEARCH_TEXT_FIELD, searchPatterns } from '@/lib/search-text'
import { getDataClient } from '@/lib/supabase'
import type { Publication } from '../types'
import { publicationKeys, type PublicationListParams } from './keys'

/** The columns a publication card shows (Publication). */
export const PUBLICATION_CARD_COLUMNS =
  'id, title, thematic, authors, publication_date, file_url, image_url' as const

interface PublicationPage {
  items: Publication[]
  total: number
}

/**
 * One page of publications, newest first, whose title, authors or thematic contain every word of
 * `search` (accents and case aside: the computed field `search_text`), filtered by thematic.
 */
export async function getPublications({
  search,
  thematic,
  page,
  pageSize,
}: PublicationListParams): Promise<PublicationPage> {
  const supabase = await getDataClient()
  let query = supabase
    .from('pdc_publications')
    .select(PUBLICATION_CARD_COLUMNS, { count: 'exact' })
    .eq('is_published', true)
  for (const pattern of searchPatterns(search)) query = query.ilike(SEARCH_TEXT_FIELD, pattern)
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
