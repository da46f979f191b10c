import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { ProgramSummary } from '../types'
import { PROGRAM_CARD_COLUMNS } from './get-programs'
import { programKeys } from './keys'

const HOME_PROGRAMS_LIMIT = 3

/** Home page read: the first active programmes by display_order. */
export async function getHomePrograms(limit = HOME_PROGRAMS_LIMIT): Promise<ProgramSummary[]> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('programas')
    .select(PROGRAM_CARD_COLUMNS)
    .eq('is_active', true)
    .order('display_order', { ascending: true })
    .limit(limit)
  if (error) throw error
  return data
}

export const homeProgramsQueryOptions = (limit = HOME_PROGRAMS_LIMIT) =>
  queryOptions({ queryKey: programKeys.home(limit), queryFn: () => getHomePrograms(limit) })

export function useHomePrograms(limit = HOME_PROGRAMS_LIMIT) {
  return useQuery(homeProgramsQueryOptions(limit))
}
