import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { TrackSummary } from '../types'

type PublishedTrack = Pick<TrackSummary, 'id' | 'title' | 'description' | 'cover_image_url'> & {
  updated_at: string
}

/** Every published track: what the build writes crawler pages and the sitemap from. */
export async function getPublishedTracks(): Promise<PublishedTrack[]> {
  const supabase = await getDataClient()
  return allRows((from, to) =>
    supabase
      .from('trilhas')
      .select('id, title, description, cover_image_url, updated_at')
      .eq('is_published', true)
      .order('id', { ascending: true })
      .range(from, to),
  )
}
