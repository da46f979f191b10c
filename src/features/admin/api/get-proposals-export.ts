import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { filterProposals } from './get-proposals'
import { PROPOSAL_WITH_HANDLER, type ProposalWithHandler } from './get-proposal'
import type { ProposalFilters } from './proposal-keys'

/** Rows per request: PostgREST's usual `max-rows`, so no page is silently cut short. */
const EXPORT_CHUNK = 1000

/**
 * Every proposal matching the filters (not just the page on screen), newest first, with its
 * handler, read `EXPORT_CHUNK` rows at a time until a shorter chunk says the list is over.
 */
export async function getProposalsForExport(
  filters: ProposalFilters,
): Promise<ProposalWithHandler[]> {
  const supabase = await getSupabase()
  const rows: ProposalWithHandler[] = []
  for (let from = 0; ; from += EXPORT_CHUNK) {
    const { data, error } = await filterProposals(
      supabase.from('parcerias_solicitacoes').select(PROPOSAL_WITH_HANDLER),
      filters,
    ).range(from, from + EXPORT_CHUNK - 1)
    if (error) throw error
    rows.push(...data)
    if (data.length < EXPORT_CHUNK) return rows
  }
}

/** Reads the rows to export on demand (a mutation: it runs when staff press the button). */
export function useProposalsExport() {
  return useMutation({ mutationFn: getProposalsForExport })
}
