import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResourceConfig } from '../resources/types'
import { contentTable, type Values } from './table'

/** Inserts a row (the form's checked values, plus the parent id for a track's module). */
export async function createRow(config: ResourceConfig, values: Values): Promise<void> {
  const table = await contentTable(config.table)
  const { error } = await table.insert(values as never)
  if (error) throw error
}

export function useCreateRow(config: ResourceConfig) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: Values) => createRow(config, values),
    // Every query refetches, the public pages' too: the new row shows there at once.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
