import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { movPlusKeys } from './keys'

/** The signed-in member's points balance (the sum of their ledger). */
export async function getMyBalance(): Promise<number> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_my_balance')
  if (error) throw error
  return Number(data ?? 0)
}

export const myBalanceQueryOptions = (userId: string) =>
  queryOptions({ queryKey: movPlusKeys.balance(userId), queryFn: getMyBalance })

/** The balance of `userId`'s session; nothing is asked while signed out. */
export function useMyBalance(userId: string | undefined) {
  return useQuery({ ...myBalanceQueryOptions(userId ?? ''), enabled: Boolean(userId) })
}
