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
