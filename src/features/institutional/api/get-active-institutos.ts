import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { InstitutoRow } from '../types'

export type ActiveInstituto = Pick<
  InstitutoRow,
  'id' | 'name' | 'city' | 'state' | 'description' | 'logo_url' | 'updated_at'
>

/** Every active institute: what the build writes crawler pages and the sitemap from. */
export async function getActiveInstitutos(): Promise<ActiveInstituto[]> {
  const supabase = await getDataClient()
  return allRows((from, to) =>
    supabase
      .from('institutos')
      .select('id, name, city, state, description, logo_url, updated_at')
      .eq('is_active', true)
      .order('id', { ascending: true })
      .range(from, to),
  )
}
