import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { ResourceConfig } from '../resources/types'
import { useInvalidateResource } from './invalidate-resource'

export type Direction = -1 | 1

/** Moves a row one place up (-1) or down (1) among its siblings, in one database call. */
export async function moveRow(
  config: ResourceConfig,
  id: string,
  direction: Direction,
): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.rpc('move_display_order', {
    target_table: config.table,
    target_id: id,
    direction,
  })
  if (error) throw error
}

export function useMoveRow(config: ResourceConfig) {
  const invalidate = useInvalidateResource(config)
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: Direction }) =>
      moveRow(config, id, direction),
    onSuccess: invalidate,
  })
}
