import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Manifesto } from '../types'
import { manifestoKeys, type ManifestoListParams } from './keys'

/** The columns a manifesto card shows (Manifesto). */
const MANIFESTO_CARD_COLUMNS = 'id, title, thematic, description, signed_at, link_url' as const

interface ManifestoPage {
  items: Manifesto[]
  /** Every active manifesto matching the filter, not only this page. */
  total: number
}

/** One page of active manifestos, newest signature first, optionally of one thematic. */
export async function getManifestos({
  thematic,
  page,
  pageSize,
}: ManifestoListParams): Promise<ManifestoPage> {
  const supabase = await getDataClient()
  let query = supabase
    .from('manifestos')
    .select(MANIFESTO_CARD_COLUMNS, { count: 'exact' })
    .eq('is_active', true)
  if (thematic) query = query.eq('thematic', thematic)
  const from = (page - 1) * pageSize
  const { data, error, count } = await query
    .order('signed_at', { ascending: false })
    .range(from, from + pageSize - 1)
  if (error) throw error
  return { items: data, total: count ?? data.length }
}

export const manifestosQueryOptions = (params: ManifestoListParams) =>
  queryOptions({
    queryKey: manifestoKeys.list(params),
    queryFn: () => getManifestos(params),
    placeholderData: keepPreviousData,
  })

export function useManifestos(params: ManifestoListParams) {
  return useQuery(manifestosQueryOptions(params))
}
