import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ResourceConfig, ResourceRow, SortOption } from '../resources/types'
import { adminKeys, type RowListParams } from './keys'
import { withSearch } from './search'
import { asRows, contentTable } from './table'

export interface RowPage {
  rows: ResourceRow[]
  total: number
}

export function sortOption(config: ResourceConfig, value: string | null): SortOption {
  return (
    config.sorts.find((s) => s.value === value) ??
    config.sorts.find((s) => s.value === config.defaultSort) ??
    config.sorts[0]!
  )
}

/** One page of a content table, searched, filtered and sorted, with the exact total. */
export async function listRows(config: ResourceConfig, params: RowListParams): Promise<RowPage> {
  const table = await contentTable(config.table)
  let query = table.select('*', { count: 'exact' })
  for (const [column, value] of Object.entries(params.filters ?? {})) {
    query = query.eq(column as 'id', value)
  }
  if (config.search.length > 0) query = withSearch(query, params.q)
  for (const [column, direction] of sortOption(config, params.sort).order) {
    query = query.order(column as 'id', { ascending: direction === 'asc' })
  }
  const from = (params.page - 1) * params.pageSize
  const { data, error, count } = await query.range(from, from + params.pageSize - 1)
  if (error) throw error
  const rows = asRows(data)
  return { rows, total: count ?? rows.length }
}

export const rowsQueryOptions = (config: ResourceConfig, params: RowListParams) =>
  queryOptions({
    queryKey: adminKeys.list(config.table, params),
    queryFn: () => listRows(config, params),
    placeholderData: keepPreviousData,
  })

export function useRows(config: ResourceConfig, params: RowListParams) {
  return useQuery(rowsQueryOptions(config, params))
}
