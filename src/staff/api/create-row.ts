import { useMutation } from '@tanstack/react-query'
import type { ResourceConfig } from '../resources/types'
import { placeRow } from './place-row'
import { contentTable, type Values } from './table'
import { useInvalidateResource } from './invalidate-resource'

/** Gap left between consecutive display orders (the reorder function renumbers in tens too). */
const ORDER_STEP = 10

/**
 * Where a new row of an ordered table goes: after the last of its siblings (same track, same
 * category), so creating an item never pushes the existing first item down. Two admins creating
 * at the same moment may tie; `move_display_order` resolves ties before it moves anything.
 */
async function nextDisplayOrder(config: ResourceConfig, values: Values): Promise<number> {
  const table = await contentTable(config.table)
  let query = table.select('display_order').order('display_order', { ascending: false }).limit(1)
  const scope = config.ordered?.scope
  if (scope) {
    const value = values[scope]
    query =
      value === null || value === undefined || value === ''
        ? query.is(scope as 'id', null)
        : query.eq(scope as 'id', String(value))
  }
  const { data, error } = await query
  if (error) throw error
  const last = (data as Array<{ display_order: number }> | null)?.[0]?.display_order
  return last === undefined ? ORDER_STEP : last + ORDER_STEP
}

/** Where a new row of an ordered table goes: first, or after the last of its siblings. */
export type Placement = 'start' | 'end'

/** A row was saved but could not be put first: it stays at the end (nothing is lost). */
export class PlacementError extends Error {
  constructor(
    readonly cause: unknown,
    /** The saved row's id. */
    readonly id: string,
  ) {
    super('placement failed')
  }
}

/**
 * Inserts a row (the form's checked values, plus the parent id for a track's module). An ordered
 * row goes after its siblings, then, for `start`, to the first place in one more call
 * (`place_display_order` renumbers the siblings at once, so no order is ever left with a tie).
 * Answers the new row's id when something needs it (that placement, or the config's `afterSave`):
 * only then is the row read back, which the table's read policy must allow its editors.
 */
export async function createRow(
  config: ResourceConfig,
  values: Values,
  placement: Placement = 'end',
): Promise<{ id: string | null }> {
  const row = config.ordered
    ? { ...values, display_order: await nextDisplayOrder(config, values) }
    : values
  const table = await contentTable(config.table)
  const place = Boolean(config.ordered) && placement === 'start'
  if (!place && !config.afterSave) {
    const { error } = await table.insert(row as never)
    if (error) throw error
    return { id: null }
  }
  const { data, error } = await table
    .insert(row as never)
    .select('id')
    .single()
  if (error) throw error
  const { id } = data as { id: string }
  if (!place) return { id }
  try {
    await placeRow(config, id, 1)
  } catch (cause) {
    throw new PlacementError(cause, id)
  }
  return { id }
}

export function useCreateRow(config: ResourceConfig) {
  const invalidate = useInvalidateResource(config)
  return useMutation({
    mutationFn: ({ values, placement }: { values: Values; placement?: Placement }) =>
      createRow(config, values, placement),
    // The resource's screens and the public pages it feeds refetch: the new row shows there at
    // once (also when only its placement failed: the row itself was saved).
    onSettled: invalidate,
  })
}
