import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { historyKeys } from '@/staff/api/history-keys'

export type TrashEntry = Tables<'lixeira'>

export interface TrashPage {
  items: TrashEntry[]
  hasMore: boolean
}

/** One page of the trash, most recently deleted first (only the tables the role edits: RLS). */
export async function getTrash(page: number, pageSize: number): Promise<TrashPage> {
  const supabase = await getSupabase()
  const start = (page - 1) * pageSize
  const { data, error } = await supabase
    .from('lixeira')
    .select('*')
    .order('deleted_at', { ascending: false })
    .order('id', { ascending: false })
    .range(start, start + pageSize)
  if (error) throw error
  return { items: data.slice(0, pageSize), hasMore: data.length > pageSize }
}

export const trashQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: historyKeys.trash(page, pageSize),
    queryFn: () => getTrash(page, pageSize),
    placeholderData: keepPreviousData,
  })

export function useTrash(page: number, pageSize: number) {
  return useQuery(trashQueryOptions(page, pageSize))
}

/** Puts a deleted row back where it was (recorded as restored). */
export async function restoreFromTrash(trashId: number): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.rpc('trash_restore', { p_trash_id: trashId })
  if (error) throw error
}

/** Removes a row from the trash for good (recorded). */
export async function deleteForGood(trashId: number): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.rpc('trash_delete_for_good', { p_trash_id: trashId })
  if (error) throw error
}

export function useTrashActions() {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries()
  return {
    restore: useMutation({ mutationFn: restoreFromTrash, onSuccess }),
    deleteForGood: useMutation({ mutationFn: deleteForGood, onSuccess }),
  }
}
