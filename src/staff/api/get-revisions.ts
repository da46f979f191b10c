import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { historyKeys } from './history-keys'

export type Revision = Pick<
  Tables<'historico'>,
  'id' | 'action' | 'actor_name' | 'created_at' | 'old_row' | 'new_row'
>

/** How many versions of one row the edit screen lists (newest first). */
export const REVISIONS_SHOWN = 50

/** A row's versions, newest first (one indexed range of historico_row_idx). */
export async function getRevisions(table: string, rowId: string): Promise<Revision[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('historico')
    .select('id,action,actor_name,created_at,old_row,new_row')
    .eq('table_name', table)
    .eq('row_id', rowId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(REVISIONS_SHOWN)
  if (error) throw error
  return data
}

export const revisionsQueryOptions = (table: string, rowId: string) =>
  queryOptions({
    queryKey: historyKeys.revisions(table, rowId),
    queryFn: () => getRevisions(table, rowId),
  })

export function useRevisions(table: string, rowId: string) {
  return useQuery(revisionsQueryOptions(table, rowId))
}
