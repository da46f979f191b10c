import type { ContentTable } from '../resources/types'

export interface RowListParams {
  /** The search text as typed (the query strips PostgREST's reserved characters). */
  q: string
  /** A sort value of the resource (`title.asc`). */
  sort: string
  page: number
  pageSize: number
  /** Equality filters (a track's modules: `{ trilha_id: id }`). */
  filters?: Readonly<Record<string, string>>
}

/** Query keys of the admin area's content screens, all under ['admin', table, ...]. */
export const adminKeys = {
  all: ['admin'] as const,
  table: (table: ContentTable) => [...adminKeys.all, table] as const,
  lists: (table: ContentTable) => [...adminKeys.table(table), 'list'] as const,
  list: (table: ContentTable, params: RowListParams) =>
    [...adminKeys.lists(table), params] as const,
  row: (table: ContentTable, id: string) => [...adminKeys.table(table), 'row', id] as const,
  count: (table: ContentTable) => [...adminKeys.table(table), 'count'] as const,
  options: (table: ContentTable) => [...adminKeys.table(table), 'options'] as const,
}
