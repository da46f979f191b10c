/** The activity list's URL state (`pessoa`, `tabela`, `de`, `ate`, `pagina`). */
export interface ActivityParams {
  actorId: string | null
  table: string | null
  /** Days on the movement's clock, `YYYY-MM-DD`, both included. */
  from: string | null
  to: string | null
  page: number
  pageSize: number
}

/** Query keys of history, trash and activity, all under ['admin', 'history', ...]. */
export const historyKeys = {
  all: ['admin', 'history'] as const,
  revisions: (table: string, rowId: string) =>
    [...historyKeys.all, 'revisions', table, rowId] as const,
  activity: (params: ActivityParams) => [...historyKeys.all, 'activity', params] as const,
  trash: (page: number, pageSize: number) => [...historyKeys.all, 'trash', page, pageSize] as const,
  staff: () => [...historyKeys.all, 'staff'] as const,
}
