import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { manifestoKeys } from './keys'

/** The thematics active manifestos have, for the filter. */
export async function getManifestoThematics(): Promise<string[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase.from('manifestos').select('thematic').eq('is_active', true)
  if (error) throw error
  const names = new Set<string>()
  for (const row of data) if (row.thematic) names.add(row.thematic)
  return [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))
}

export const manifestoThematicsQueryOptions = () =>
  queryOptions({ queryKey: manifestoKeys.thematics(), queryFn: getManifestoThematics })

export function useManifestoThematics() {
  return useQuery(manifestoThematicsQueryOptions())
}
