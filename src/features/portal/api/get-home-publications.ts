import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Publication } from '../types'
import { PUBLICATION_CARD_COLUMNS } from './get-publications'
import { publicationKeys } from './keys'

const HOME_PUBLICATIONS_LIMIT = 6

/** Home page read: the newest publications. */
export async function getHomePublications(limit = HOME_PUBLICATIONS_LIMIT): Promise<Publication[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('pdc_publications')
    .select(PUBLICATION_CARD_COLUMNS)
    .eq('is_published', true)
    .order('publication_date', { ascending: false })
    .limit(limit)
  if (error) throw error
  return data
}

export const homePublicationsQueryOptions = (limit = HOME_PUBLICATIONS_LIMIT) =>
  queryOptions({ queryKey: publicationKeys.home(limit), queryFn: () => getHomePublications(limit) })

export function useHomePublications(limit = HOME_PUBLICATIONS_LIMIT) {
  return useQuery(homePublicationsQueryOptions(limit))
}
