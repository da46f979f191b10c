import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Representation } from '../representations'
import { representationKeys } from './keys'

/** A bound for a curated list shown whole (the home section and the representations page). */
const REPRESENTATIONS_LIMIT = 300

/** Every representation in display_order (a short, curated list: grouped on screen, not paged). */
export async function getRepresentations(): Promise<Representation[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('representacoes')
    .select('id, name, category, logo_url')
    .order('display_order', { ascending: true })
    .limit(REPRESENTATIONS_LIMIT)
  if (error) throw error
  return data
}

export const representationsQueryOptions = () =>
  queryOptions({ queryKey: representationKeys.list(), queryFn: getRepresentations })

export function useRepresentations() {
  return useQuery(representationsQueryOptions())
}
