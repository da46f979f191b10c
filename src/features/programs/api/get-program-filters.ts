import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { programKeys } from './keys'

interface ProgramFilters {
  categories: string[]
  years: number[]
}

/** The categories and years that active programmes have, for the list's filters (distinct, from the database). */
export async function getProgramFilters(): Promise<ProgramFilters> {
  const supabase = await getDataClient()
  const { data, error } = await supabase.rpc('programa_filters', undefined, { get: true })
  if (error) throw error
  const [row] = data
  return {
    categories: [...(row?.categories ?? [])].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    years: [...(row?.years ?? [])].sort((a, b) => b - a),
  }
}

export const programFiltersQueryOptions = () =>
  queryOptions({ queryKey: programKeys.filters(), queryFn: getProgramFilters })

export function useProgramFilters() {
  return useQuery(programFiltersQueryOptions())
}
