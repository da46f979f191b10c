import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { institutionalKeys } from './keys'
import type { Documento } from '../types'

export const DOCUMENTOS_PAGE_SIZE = 30

/** Documents ordered by category, then newest first, one page at a time with the exact total. */
export async function getDocumentos({ page, pageSize }: { page: number; pageSize: number }) {
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
  const items: Documento[] = data ?? []
  return { items, total: count ?? items.length }
}

export const documentosQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: institutionalKeys.documentos(params),
    queryFn: () => getDocumentos(params),
    placeholderData: keepPreviousData,
  })

export function useDocumentos(params: { page: number; pageSize: number }) {
  return useQuery(documentosQueryOptions(params))
}
