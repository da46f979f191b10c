import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { isUuid } from '@/lib/ids'
import type { Tables } from '@/types/database'
import { proposalKeys } from './proposal-keys'

/** Who marked a proposal as handled (null once that account is gone, or while it is new). */
type ProposalHandler = Pick<Tables<'profiles'>, 'full_name' | 'email'>

export type ProposalWithHandler = Tables<'parcerias_solicitacoes'> & {
  handler: ProposalHandler | null
}

/** Every column plus the handler's name and e-mail through the `handled_by` foreign key. */
export const PROPOSAL_WITH_HANDLER =
  '*, handler:profiles!parcerias_solicitacoes_handled_by_fkey(full_name,email)' as const

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'PGRST116'
}

/** One proposal with its handler; null when there is none (a non-UUID id asks nothing). */
export async function getProposal(id: string): Promise<ProposalWithHandler | null> {
  if (!isUuid(id)) return null
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('parcerias_solicitacoes')
    .select(PROPOSAL_WITH_HANDLER)
    .eq('id', id)
    .maybeSingle()
  if (error) {
    if (isNotFound(error)) return null
    throw error
  }
  return data
}

export const proposalQueryOptions = (id: string) =>
  queryOptions({ queryKey: proposalKeys.detail(id), queryFn: () => getProposal(id) })

export function useProposal(id: string) {
  return useQuery(proposalQueryOptions(id))
}
