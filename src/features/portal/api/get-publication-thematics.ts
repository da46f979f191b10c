import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { publicationKeys } from './keys'

/** The thematics published publications have, for the portal's filter (distinct, from the database). */
export async function getPublicationThematics(): Promise<string[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase.rpc('pdc_publication_thematics', undefined, { get: true })
  if (error) throw error
  return data.map((row) => row.thematic).sort((a, b) => a.localeCompare(b, 'pt-BR'))
}

export const publicationThematicsQueryOptions = () =>
  queryOptions({ queryKey: publicationKeys.thematics(), queryFn: getPublicationThematics })

export function usePublicationThematics() {
  return useQuery(publicationThematicsQueryOptions())
}
