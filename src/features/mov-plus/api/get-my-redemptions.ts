import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { movPlusKeys } from './keys'

export type RedemptionStatus = 'pendente' | 'aprovado' | 'recusado'

export type Redemption = Pick<
  Tables<'mov_plus_resgates'>,
  'id' | 'reward_id' | 'refusal_reason' | 'created_at' | 'decided_at'
> & {
  status: RedemptionStatus
  /** Null when the reward is no longer active (members read active rewards only). */
  reward: { title: string; cost: number } | null
}

/** The member's own redemption requests, newest first (RLS returns only their rows). */
export async function getMyRedemptions(userId: string): Promise<Redemption[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('mov_plus_resgates')
    .select(
      'id, reward_id, status, refusal_reason, created_at, decided_at, reward:mov_plus_recompensas(title, cost)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(50)
  if (error) throw error
  return (data ?? []) as Redemption[]
}

export const myRedemptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: movPlusKeys.redemptions(userId),
    queryFn: () => getMyRedemptions(userId),
  })

export function useMyRedemptions(userId: string) {
  return useQuery({ ...myRedemptionsQueryOptions(userId), enabled: userId !== '' })
}
