import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { Program } from '../types'
import { programKeys } from './keys'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One active programme by id; null when there is none (a non-UUID id asks nothing). */
export async function getProgram(id: string): Promise<Program | null> {
  if (!UUID.test(id)) return null
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('programas')
    .select('*')
    .eq('id', id)
    .eq('is_active', true)
    .maybeSingle()
  if (error) throw error
  return data
}

export const programQueryOptions = (id: string) =>
  queryOptions({ queryKey: programKeys.detail(id), queryFn: () => getProgram(id) })

export function useProgram(id: string) {
  return useQuery(programQueryOptions(id))
}
