import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { TrackModule } from '../types'

type PublishedTrackModule = Pick<TrackModule, 'id' | 'trilha_id' | 'title'>

/**
 * Every module a visitor can read (row-level security shows the modules of published tracks):
 * what the build pre-renders module pages from.
 */
export async function getPublishedTrackModules(): Promise<PublishedTrackModule[]> {
  const supabase = await getDataClient()
  return allRows((from, to) =>
    supabase
      .from('trilha_modulos')
      .select('id, trilha_id, title')
      .order('id', { ascending: true })
      .range(from, to),
  )
}
