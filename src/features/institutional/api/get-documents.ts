import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { institutionalKeys } from './keys'
import type { InstitutionalDocument } from '../types'

export const DOCUMENTS_PAGE_SIZE = 30

/** Documents ordered by category, then newest first, one page at a time with the exact total. */
export async function getDocuments({ page, pageSize }: { page: number; pageSize: number }) {
  const supabase = await getDataClient()
  const from = (page - 1) * pageSize
  const { data, error, count } = await supabase
    .from('documentos')
    .select('id, title, category, file_url, published_at, description', { count: 'exact' })
    .order('category', { ascending: true })
    .order('published_at', { ascending: false })
    .order('title', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  const items: InstitutionalDocument[] = data ?? []
  return { items, total: count ?? items.length }
}

export const documentsQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: institutionalKeys.documents(params),
    queryFn: () => getDocuments(params),
    placeholderData: keepPreviousData,
  })

export function useDocuments(params: { page: number; pageSize: number }) {
  return useQuery(documentsQueryOptions(params))
}
