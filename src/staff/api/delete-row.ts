import { useMutation } from '@tanstack/react-query'
import type { ResourceConfig } from '../resources/types'
import { contentTable, notFoundError } from './table'
import { useInvalidateResource } from './invalidate-resource'

export async function deleteRow(config: ResourceConfig, id: string): Promise<void> {
  const table = await contentTable(config.table)
  const { data, error } = await table.delete().eq('id', id).select('id')
  if (error) throw error
  if (!data || data.length === 0) throw notFoundError()
}

export function useDeleteRow(config: ResourceConfig) {
  const invalidate = useInvalidateResource(config)
  return useMutation({
    mutationFn: (id: string) => deleteRow(config, id),
    onSuccess: invalidate,
  })
}
