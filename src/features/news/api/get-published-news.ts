import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { NewsRow } from '../types'

export type PublishedNews = Pick<
  NewsRow,
  'id' | 'slug' | 'title' | 'summary' | 'cover_image_url' | 'published_at' | 'updated_at'
> & { author: string | null }

/**
 * Every article visitors can read, newest first, with its author's name: what the build writes
 * crawler pages, the sitemap and the feed from (scripts/build-site.mjs).
 */
export async function getPublishedNews(now = new Date()): Promise<PublishedNews[]> {
  const supabase = await getDataClient()
  const rows = await allRows((from, to) =>
    supabase
      .from('noticias')
      .select('id, slug, title, summary, cover_image_url, published_at, updated_at, author_id')
      .eq('is_published', true)
      .lte('published_at', now.toISOString())
      .order('published_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  )
  const authors = await allRows((from, to) =>
    supabase.from('autores').select('id, name').order('id').range(from, to),
  )
  const names = new Map(authors.map((a) => [a.id, a.name]))
  return rows.map(({ author_id, ...row }) => ({
    ...row,
    author: author_id ? (names.get(author_id) ?? null) : null,
  }))
}
