import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { ProgramSummary } from '../types'
import { programKeys, type ProgramListParams } from './keys'

/** The columns a programme card shows (ProgramSummary). */
export const PROGRAM_CARD_COLUMNS =
  'id, title, category, year, description, icon, gradient, image_url' as const

interface ProgramPage {
  items: ProgramSummary[]
  total: number
}

/** One page of active programmes, filtered by category and year, in display_order. */
export async function getPrograms({
  category,
  year,
  page,
  pageSize,
}: ProgramListParams): Promise<ProgramPage> {
  const supabase = await getDataClient()
  let query = supabase
    .from('programas')
    .select(PROGRAM_CARD_COLUMNS, { count: 'exact' })
    .eq('is_active', true)
  if (category) query = query.eq('category', category)
  if (year !== null) query = query.eq('year', year)
  const from = (page - 1) * pageSize
  const { data, error, count } = await query
    .order('display_order', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  return { items: data, total: count ?? data.length }
}

export const programsQueryOptions = (params: ProgramListParams) =>
  queryOptions({
    queryKey: programKeys.list(params),
    queryFn: () => getPrograms(params),
    placeholderData: keepPreviousData,
  })

export function usePrograms(params: ProgramListParams) {
  return useQuery(programsQueryOptions(params))
}
