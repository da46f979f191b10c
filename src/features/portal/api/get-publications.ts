import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Publication } from '../types'
import { publicationKeys, type PublicationListParams } from './keys'

export interface PublicationPage {
  items: Publication[]
  total: number
}

/** `%term%` for ilike, with the visitor's own wildcards taken out. */
function contains(term: string): string {
  return `%${term.replace(/[%_*\\]/g, ' ').trim()}%`
}

/** One page of publications, newest first, searched by title and author, filtered by thematic. */
export async function getPublications({
  title,
  author,
  thematic,
  page,
  pageSize,
}: PublicationListParams): Promise<PublicationPage> {
  const supabase = await getSupabase()
  let query = supabase
    .from('pdc_publications')
    .select('*', { count: 'exact' })
    .eq('is_published', true)
  if (title.trim()) query = query.ilike('title', contains(title))
  if (author.trim()) query = query.ilike('authors', contains(author))
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
