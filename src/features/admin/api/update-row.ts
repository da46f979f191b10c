import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResourceConfig } from '../resources/types'
import { contentTable, notFoundError, type Values } from './table'

/** Updates one row; a row that is gone (no row updated) is an error, not a silent success. */
export async function updateRow(config: ResourceConfig, id: string, values: Values): Promise<void> {
  const table = await contentTable(config.table)
  const { data, error } = await table
    .update(values as never)
    .eq('id', id)
    .select('id')
  if (error) throw error
  if (!data || data.length === 0) throw notFoundError()
}

export function useUpdateRow(config: ResourceConfig) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: Values }) => updateRow(config, id, values),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
