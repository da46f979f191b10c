import { useMutation } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { PartnershipRequestRow } from '../form'

/**
 * Inserts one partnership proposal. Visitors may insert but not read the table, so the insert asks
 * for no row back (`Prefer: return=minimal`). Throws with the server's message on failure.
 */
export async function createPartnershipRequest(row: PartnershipRequestRow): Promise<void> {
  const supabase = await getDataClient()
  const { error } = await supabase
    .from('parcerias_solicitacoes')
    .insert(row)
    .setHeader('Prefer', 'return=minimal')
  if (error) throw new Error(error.message)
}

export function useCreatePartnershipRequest() {
  return useMutation({ mutationFn: createPartnershipRequest })
}
