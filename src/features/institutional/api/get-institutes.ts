import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { institutionalKeys } from './keys'
import type { InstituteSummary } from '../types'

export const INSTITUTES_PAGE_SIZE = 12

export async function getInstitutes({ page, pageSize }: { page: number; pageSize: number }) {
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
  const items: InstituteSummary[] = data ?? []
  return { items, total: count ?? items.length }
}

export const institutesQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: institutionalKeys.institutes(params),
    queryFn: () => getInstitutes(params),
    placeholderData: keepPreviousData,
  })

export function useInstitutes(params: { page: number; pageSize: number }) {
  return useQuery(institutesQueryOptions(params))
}
