import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { manifestoKeys } from './keys'

/** The thematics active manifestos have, for the filter (distinct, from the database). */
export async function getManifestoThematics(): Promise<string[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase.rpc('manifesto_thematics', undefined, { get: true })
  if (error) throw error
  return data.map((row) => row.thematic).sort((a, b) => a.localeCompare(b, 'pt-BR'))
}

export const manifestoThematicsQueryOptions = () =>
  queryOptions({ queryKey: manifestoKeys.thematics(), queryFn: getManifestoThematics })

export function useManifestoThematics() {
  return useQuery(manifestoThematicsQueryOptions())
}
