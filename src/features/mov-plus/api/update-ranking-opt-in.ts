import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { movPlusKeys } from './keys'

/** The member's own opt-in to the public ranking (profiles.show_in_ranking). */
export async function updateRankingOptIn(userId: string, show: boolean): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('profiles')
    .update({ show_in_ranking: show })
    .eq('id', userId)
  if (error) throw error
}

export function useUpdateRankingOptIn(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (show: boolean) => updateRankingOptIn(userId, show),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: movPlusKeys.rankingOptIn(userId) }),
        queryClient.invalidateQueries({ queryKey: movPlusKeys.rankingAll() }),
      ]),
  })
}
