import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isSlug, isUuid } from '@/lib/ids'
import { institutionalKeys } from './keys'
import type { Institute } from '../types'

/** One institute by UUID (or slug); null when unknown, without a request for a malformed key. */
export async function getInstitute(idOrSlug: string): Promise<Institute | null> {
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

export const instituteQueryOptions = (id: string) =>
  queryOptions({ queryKey: institutionalKeys.institute(id), queryFn: () => getInstitute(id) })

export function useInstitute(id: string) {
  return useQuery(instituteQueryOptions(id))
}
