import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { publicationKeys } from './keys'

/** The thematics publications have, for the portal's filter. */
export async function getPublicationThematics(): Promise<string[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('pdc_publications')
    .select('thematic')
    .eq('is_published', true)
  if (error) throw error
  const names = new Set<string>()
  for (const row of data) if (row.thematic) names.add(row.thematic)
  return [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))
}

export const publicationThematicsQueryOptions = () =>
  queryOptions({ queryKey: publicationKeys.thematics(), queryFn: getPublicationThematics })

export function usePublicationThematics() {
  return useQuery(publicationThematicsQueryOptions())
}
