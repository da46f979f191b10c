import type { ProposalStatus, ProposalType } from '../proposals-messages'

/** The inbox filters, as read from the URL (`tipo`, `status`, `q`). */
export interface ProposalFilters {
  type: ProposalType | null
  status: ProposalStatus | null
  search: string
}

export interface ProposalListParams extends ProposalFilters {
  page: number
  pageSize: number
}

export const proposalKeys = {
  all: ['admin', 'proposals'] as const,
  lists: () => [...proposalKeys.all, 'list'] as const,
  list: (params: ProposalListParams) => [...proposalKeys.lists(), params] as const,
  detail: (id: string) => [...proposalKeys.all, 'detail', id] as const,
  newCount: () => [...proposalKeys.all, 'new-count'] as const,
}

/**
 * Someone's search words without the characters that mean something to PostgREST's `or=(...)`
 * syntax or to ilike (`,():"*%_\`), so a search is always a plain "contains" (shared by the inbox
 * and the people list). Dots, `@` and apostrophes stay: e-mails and names hold them, and a value
 * may contain them after `column.ilike.`.
 */
export function searchWords(text: string): string {
  return text
    .replace(/[,():"*%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `or=(a.ilike.*words*,b.ilike.*words*)` over `columns`, or null when there is nothing to find. */
export function searchFilter(columns: readonly string[], text: string): string | null {
  const words = searchWords(text)
  return words ? columns.map((c) => `${c}.ilike.*${words}*`).join(',') : null
}
