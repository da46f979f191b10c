import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { researchKeys } from './keys'
import type { ResearchSummary } from '../types'

export const RESEARCH_PAGE_SIZE = 9
export const RESEARCH_SUMMARY_COLUMNS = 'id, slug, title, summary, authors, year, cover_image_url'

/** Published research, newest year first, one page at a time with the exact total. */
export async function getResearchList({ page, pageSize }: { page: number; pageSize: number }) {
  const supabase = await getDataClient()
  const from = (page - 1) * pageSize
  const { data, error, count } = await supabase
    .from('pesquisas')
    .select(RESEARCH_SUMMARY_COLUMNS, { count: 'exact' })
    .eq('is_published', true)
    .order('year', { ascending: false })
    .order('title', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  const items: ResearchSummary[] = data ?? []
  return { items, total: count ?? items.length }
}

export const researchListQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: researchKeys.list(params),
    queryFn: () => getResearchList(params),
    placeholderData: keepPreviousData,
  })

export function useResearchList(params: { page: number; pageSize: number }) {
  return useQuery(researchListQueryOptions(params))
}
