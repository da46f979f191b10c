import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { proposalKeys } from './proposal-keys'

/** How many proposals are still `nova` (a HEAD request: the count only, no rows). */
export async function getNewProposalsCount(): Promise<number> {
  const supabase = await getSupabase()
  const { count, error } = await supabase
    .from('parcerias_solicitacoes')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'nova')
  if (error) throw error
  return count ?? 0
}

export const newProposalsCountQueryOptions = () =>
  queryOptions({ queryKey: proposalKeys.newCount(), queryFn: getNewProposalsCount })

/** For the dashboard and the side navigation ("N propostas novas"). */
export function useNewProposalsCount() {
  return useQuery(newProposalsCountQueryOptions())
}
