import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { withSearch } from '@/staff/api/search'
import { proposalKeys, type ProposalFilters, type ProposalListParams } from './proposal-keys'

export type Proposal = Tables<'parcerias_solicitacoes'>

interface ProposalPage {
  items: Proposal[]
  total: number
}

/** The inbox's filters on a query of `parcerias_solicitacoes`, newest first. */
export function filterProposals<
  Q extends {
    eq: (column: 'partnership_type' | 'status', value: string) => Q
    ilike: (column: string, pattern: string) => Q
    order: (column: 'created_at' | 'id', options: { ascending: boolean }) => Q
  },
>(query: Q, { type, status, search }: ProposalFilters): Q {
  let q = query
  if (type) q = q.eq('partnership_type', type)
  if (status) q = q.eq('status', status)
  // search_text: organisation, contact and e-mail.
  return withSearch(q, search)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
}

/** One page of proposals matching the filters, newest first, with the exact total. */
export async function getProposals({
  page,
  pageSize,
  ...filters
}: ProposalListParams): Promise<ProposalPage> {
  const supabase = await getSupabase()
  const from = (page - 1) * pageSize
  const { data, error, count } = await filterProposals(
    supabase.from('parcerias_solicitacoes').select('*', { count: 'exact' }),
    filters,
  ).range(from, from + pageSize - 1)
  if (error) throw error
  return { items: data, total: count ?? data.length }
}

export const proposalsQueryOptions = (params: ProposalListParams) =>
  queryOptions({
    queryKey: proposalKeys.list(params),
    queryFn: () => getProposals(params),
    placeholderData: keepPreviousData,
  })

export function useProposals(params: ProposalListParams) {
  return useQuery(proposalsQueryOptions(params))
}
