import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { InstituteRow } from '../types'

type ActiveInstitute = Pick<
  InstituteRow,
  'id' | 'name' | 'city' | 'state' | 'description' | 'logo_url' | 'updated_at'
>

/** Every active institute: what the build writes crawler pages and the sitemap from. */
export async function getActiveInstitutes(): Promise<ActiveInstitute[]> {
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
