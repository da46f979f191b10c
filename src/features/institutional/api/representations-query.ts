import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Representation } from '../representations'

export const representationKeys = {
  all: ['representations'] as const,
  list: () => [...representationKeys.all, 'list'] as const,
}

/** Every representation in display_order (a short, curated list: grouped on screen, not paged). */
export async function getRepresentations(): Promise<Representation[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('representacoes')
    .select('*')
    .order('display_order', { ascending: true })
  if (error) throw error
  return data
}

export const representationsQueryOptions = () =>
  queryOptions({ queryKey: representationKeys.list(), queryFn: getRepresentations })

export function useRepresentations() {
  return useQuery(representationsQueryOptions())
}
