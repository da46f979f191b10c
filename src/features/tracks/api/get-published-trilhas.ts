import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { TrilhaSummary } from '../types'

export type PublishedTrilha = Pick<
  TrilhaSummary,
  'id' | 'title' | 'description' | 'cover_image_url'
> & { updated_at: string }

/** Every published track: what the build writes crawler pages and the sitemap from. */
export async function getPublishedTrilhas(): Promise<PublishedTrilha[]> {
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
