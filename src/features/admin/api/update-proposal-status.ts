import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { ProposalStatus } from '../proposals-messages'
import { PROPOSAL_WITH_HANDLER, type ProposalWithHandler } from './get-proposal'
import { proposalKeys } from './proposal-keys'

/**
 * Marks a proposal handled or new. Only `status` is sent: the database records who and when (and
 * clears both when it is new again), and the answer carries them back.
 */
export async function updateProposalStatus({
  id,
  status,
}: {
  id: string
  status: ProposalStatus
}): Promise<ProposalWithHandler> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('parcerias_solicitacoes')
    .update({ status })
    .eq('id', id)
    .select(PROPOSAL_WITH_HANDLER)
    .single()
  if (error) throw error
  return data
}

export function useUpdateProposalStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProposalStatus,
    onSuccess: (row) => {
      queryClient.setQueryData(proposalKeys.detail(row.id), row)
      void queryClient.invalidateQueries()
    },
  })
}
