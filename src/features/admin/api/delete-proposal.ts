import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { proposalKeys } from './proposal-keys'

/**
 * Deletes one proposal. Row-level security hides what a caller may not delete instead of refusing,
 * so the deleted id is asked back: no row means nothing was deleted (PGRST116, "not found").
 */
export async function deleteProposal(id: string): Promise<void> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('parcerias_solicitacoes')
    .delete()
    .eq('id', id)
    .select('id')
  if (error) throw error
  if (data.length === 0) {
    throw { code: 'PGRST116', message: 'No proposal was deleted', details: null, hint: null }
  }
}

export function useDeleteProposal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProposal,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: proposalKeys.detail(id) })
      void queryClient.invalidateQueries()
    },
  })
}
