import type { EditableTable } from '../resources/types'

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
  table: (table: EditableTable) => [...adminKeys.all, table] as const,
  lists: (table: EditableTable) => [...adminKeys.table(table), 'list'] as const,
  list: (table: EditableTable, params: RowListParams) =>
    [...adminKeys.lists(table), params] as const,
  row: (table: EditableTable, id: string) => [...adminKeys.table(table), 'row', id] as const,
  count: (table: EditableTable) => [...adminKeys.table(table), 'count'] as const,
  options: (table: EditableTable) => [...adminKeys.table(table), 'options'] as const,
}
