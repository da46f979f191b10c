import { queryOptions, useQuery } from '@tanstack/react-query'
import { isUuid } from '@/lib/ids'
import type { ResourceConfig, ResourceRow } from '../resources/types'
import { adminKeys } from './keys'
import { contentTable } from './table'

/** One row by id, or null when there is none (an id that is not a uuid cannot match). */
export async function getRow(config: ResourceConfig, id: string): Promise<ResourceRow | null> {
  if (!isUuid(id)) return null
  const table = await contentTable(config.table)
  const { data, error } = await table.select('*').eq('id', id).maybeSingle()
  if (error) throw error
  return (data as ResourceRow | null) ?? null
}

export const rowQueryOptions = (config: ResourceConfig, id: string) =>
  queryOptions({
    queryKey: adminKeys.row(config.table, id),
    queryFn: () => getRow(config, id),
  })

export function useRow(config: ResourceConfig, id: string) {
  return useQuery(rowQueryOptions(config, id))
}
