import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { programKeys } from './keys'

export interface ProgramFilters {
  categories: string[]
  years: number[]
}

/** The categories and years that active programmes have, for the list's filters. */
export async function getProgramFilters(): Promise<ProgramFilters> {
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('programas')
    .select('category,year')
    .eq('is_active', true)
  if (error) throw error
  const categories = new Set<string>()
  const years = new Set<number>()
  for (const row of data) {
    if (row.category) categories.add(row.category)
    if (row.year !== null) years.add(row.year)
  }
  return {
    categories: [...categories].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    years: [...years].sort((a, b) => b - a),
  }
}

export const programFiltersQueryOptions = () =>
  queryOptions({ queryKey: programKeys.filters(), queryFn: getProgramFilters })

export function useProgramFilters() {
  return useQuery(programFiltersQueryOptions())
}
