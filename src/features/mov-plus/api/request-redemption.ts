import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { movPlusKeys } from './keys'

/** Asks for a reward; the database checks balance, stock and the reward being active. */
export async function requestRedemption(rewardId: string): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.rpc('mov_plus_request_redemption', { p_reward_id: rewardId })
  if (error) throw error
}

export function useRequestRedemption(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestRedemption,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: movPlusKeys.member(userId) }),
        queryClient.invalidateQueries({ queryKey: movPlusKeys.rewards() }),
      ]),
  })
}
