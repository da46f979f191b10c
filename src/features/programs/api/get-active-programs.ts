import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { Program } from '../types'

/** Every active programme: what the build writes crawler pages and the sitemap from. */
export async function getActivePrograms(): Promise<Program[]> {
  const supabase = await getDataClient()
  return allRows((from, to) =>
    supabase
      .from('programas')
      .select('*')
      .eq('is_active', true)
      .order('display_order', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  )
}
