import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isUuid } from '@/lib/is-uuid'
import { isSlug } from '@/lib/slug'
import { institutionalKeys } from './keys'
import type { Instituto } from '../types'

/** One institute by UUID (or slug); null when unknown, without a request for a malformed key. */
export async function getInstituto(idOrSlug: string): Promise<Instituto | null> {
  const byId = isUuid(idOrSlug)
  if (!byId && !isSlug(idOrSlug)) return null
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('institutos')
    .select('id, name, slug, city, state, description, logo_url, site_url')
    .eq('is_active', true)
    .eq(byId ? 'id' : 'slug', idOrSlug)
    .maybeSingle()
  if (error) throw error
  return data ?? null
}

export const institutoQueryOptions = (id: string) =>
  queryOptions({ queryKey: institutionalKeys.instituto(id), queryFn: () => getInstituto(id) })

export function useInstituto(id: string) {
  return useQuery(institutoQueryOptions(id))
}
