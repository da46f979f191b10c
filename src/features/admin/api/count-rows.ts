import { queryOptions, useQueries } from '@tanstack/react-query'
import type { EditableTable } from '@/staff/resources/types'
import { adminKeys } from '@/staff/api/keys'
import { contentTable } from '@/staff/api/table'

/** How many rows a table has (a HEAD request with `count=exact`: no rows are sent). */
export async function countRows(tableName: EditableTable): Promise<number> {
  const table = await contentTable(tableName)
  const { count, error } = await table.select('*', { count: 'exact', head: true })
  if (error) throw error
  return count ?? 0
}

export const countQueryOptions = (table: EditableTable) =>
  queryOptions({ queryKey: adminKeys.count(table), queryFn: () => countRows(table) })

export function useCounts(tables: readonly EditableTable[]) {
  return useQueries({ queries: tables.map((t) => countQueryOptions(t)) })
}
