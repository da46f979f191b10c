import { useMutation } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { ResourceConfig } from '../resources/types'
import { useInvalidateResource } from './invalidate-resource'

/**
 * Puts a row at a 1-based position among its siblings in one database call
 * (`place_display_order`, which renumbers them all in one statement); answers the position taken
 * (a number past the end is the last place).
 */
export async function placeRow(
  config: ResourceConfig,
  id: string,
  position: number,
): Promise<number> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('place_display_order', {
    target_table: config.table,
    target_id: id,
    target_position: position,
  })
  if (error) throw error
  return data
}

export function usePlaceRow(config: ResourceConfig) {
  const invalidate = useInvalidateResource(config)
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) =>
      placeRow(config, id, position),
    onSuccess: invalidate,
  })
}
