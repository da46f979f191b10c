import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { movPlusKeys } from './keys'

export type LedgerEntry = Omit<
  Database['public']['Functions']['mov_plus_my_ledger']['Returns'][number],
  'total_count'
>

export interface LedgerPage {
  entries: LedgerEntry[]
  /** Entries in the whole ledger. */
  total: number
}

/** One page (1-based) of the signed-in member's ledger, newest first. */
export async function getMyLedger(page: number, pageSize: number): Promise<LedgerPage> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_my_ledger', {
    p_limit: pageSize,
    p_offset: (page - 1) * pageSize,
  })
  if (error) throw error
  const rows = data ?? []
  const entries = rows.map(({ total_count: _total, ...entry }) => entry)
  return { entries, total: Number(rows[0]?.total_count ?? 0) }
}

export const myLedgerQueryOptions = (userId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: movPlusKeys.ledger(userId, page, pageSize),
    queryFn: () => getMyLedger(page, pageSize),
    placeholderData: keepPreviousData,
  })

export function useMyLedger(userId: string, page: number, pageSize: number) {
  return useQuery(myLedgerQueryOptions(userId, page, pageSize))
}
