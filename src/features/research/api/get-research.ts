import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isSlug, isUuid } from '@/lib/ids'
import { researchKeys } from './keys'
import { RESEARCH_SUMMARY_COLUMNS } from './get-research-list'
import type { Research } from '../types'

/** One published study by UUID or slug; null when unknown, without a request for a malformed key. */
export async function getResearch(idOrSlug: string): Promise<Research | null> {
  const byId = isUuid(idOrSlug)
  if (!byId && !isSlug(idOrSlug)) return null
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('pesquisas')
    .select(`${RESEARCH_SUMMARY_COLUMNS}, body, file_url`)
    .eq('is_published', true)
    .eq(byId ? 'id' : 'slug', idOrSlug)
    .maybeSingle()
  if (error) throw error
  return data ?? null
}

export const researchQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: researchKeys.detail(idOrSlug), queryFn: () => getResearch(idOrSlug) })

export function useResearch(idOrSlug: string) {
  return useQuery(researchQueryOptions(idOrSlug))
}
