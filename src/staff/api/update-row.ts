import { useMutation } from '@tanstack/react-query'
import type { ResourceConfig } from '../resources/types'
import { contentTable, notFoundError, type Values } from './table'
import { useInvalidateResource } from './invalidate-resource'

/** Someone else saved the row after this form loaded it: nothing was written. */
export class RowConflictError extends Error {
  readonly code = 'MOV_CONFLICT'
  constructor() {
    super('O registro foi alterado por outra pessoa.')
  }
}

export interface UpdateRowInput {
  id: string
  values: Values
  /**
   * The `updated_at` of the version the form loaded: the update applies only if the row is still
   * that version (otherwise a RowConflictError). Absent: replace whatever is there.
   */
  expectedUpdatedAt?: string
}

/**
 * Updates one row and answers its new `updated_at`. A row that is gone is an error, not a silent
 * success; a row saved by someone else since `expectedUpdatedAt` is a RowConflictError.
 */
export async function updateRow(
  config: ResourceConfig,
  { id, values, expectedUpdatedAt }: UpdateRowInput,
): Promise<{ updatedAt: string | undefined }> {
  const table = await contentTable(config.table)
  let query = table.update(values as never).eq('id', id)
  if (expectedUpdatedAt) query = query.eq('updated_at', expectedUpdatedAt)
  const { data, error } = await query.select('id, updated_at')
  if (error) throw error
  const row = data?.[0]
  if (row) return { updatedAt: row.updated_at }
  if (expectedUpdatedAt) {
    const { data: still, error: readError } = await table.select('id').eq('id', id).maybeSingle()
    if (readError) throw readError
    if (still) throw new RowConflictError()
  }
  throw notFoundError()
}

export function useUpdateRow(config: ResourceConfig) {
  const invalidate = useInvalidateResource(config)
  return useMutation({
    mutationFn: (input: UpdateRowInput) => updateRow(config, input),
    onSuccess: invalidate,
  })
}
