import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { ResearchSummary } from '../types'

type PublishedResearch = ResearchSummary & { updated_at: string }

/** Every published study: what the build writes crawler pages and the sitemap from. */
export async function getPublishedResearch(): Promise<PublishedResearch[]> {
  const supabase = await getDataClient()
  return allRows((from, to) =>
    supabase
      .from('pesquisas')
      .select('id, slug, title, summary, authors, year, cover_image_url, updated_at')
      .eq('is_published', true)
      .order('id', { ascending: true })
      .range(from, to),
  )
}
