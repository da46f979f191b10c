import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { institutionalKeys } from './keys'
import type { InstitutoSummary } from '../types'

export const INSTITUTOS_PAGE_SIZE = 12

export async function getInstitutos({ page, pageSize }: { page: number; pageSize: number }) {
  const supabase = await getDataClient()
  const from = (page - 1) * pageSize
  const { data, error, count } = await supabase
    .from('institutos')
    .select('id, name, slug, city, state, logo_url', { count: 'exact' })
    .eq('is_active', true)
    .order('display_order', { ascending: true })
    .order('name', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  const items: InstitutoSummary[] = data ?? []
  return { items, total: count ?? items.length }
}

export const institutosQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: institutionalKeys.institutos(params),
    queryFn: () => getInstitutos(params),
    placeholderData: keepPreviousData,
  })

export function useInstitutos(params: { page: number; pageSize: number }) {
  return useQuery(institutosQueryOptions(params))
}
