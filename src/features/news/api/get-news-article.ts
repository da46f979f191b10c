import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isSlug, isUuid } from '@/lib/ids'
import { newsKeys } from './keys'
import { NEWS_AUTHOR_COLUMNS, NEWS_SUMMARY_COLUMNS } from './get-news-list'
import type { NewsArticle } from '../types'

/**
 * One published article by its UUID or its slug; null when there is none (no request for a
 * malformed key). With `preview` (a writer's "Ver como visitante"), drafts and scheduled articles
 * too, as far as row-level security lets the account read them (visitors: never).
 */
export async function getNewsArticle(
  idOrSlug: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<NewsArticle | null> {
  const byId = isUuid(idOrSlug)
  if (!byId && !isSlug(idOrSlug)) return null
  const supabase = await getDataClient()
  let query = supabase
    .from('noticias')
    .select(`${NEWS_SUMMARY_COLUMNS}, body, cover_image_alt, is_published`)
    .eq(byId ? 'id' : 'slug', idOrSlug)
  if (!preview) {
    query = query.eq('is_published', true).lte('published_at', new Date().toISOString())
  }
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  if (!data) return null
  if (!data.author_id) return { ...data, author: null }
  const author = await supabase
    .from('autores')
    .select(NEWS_AUTHOR_COLUMNS)
    .eq('id', data.author_id)
    .maybeSingle()
  if (author.error) throw author.error
  return { ...data, author: author.data ?? null }
}

export const newsArticleQueryOptions = (idOrSlug: string, preview = false) =>
  queryOptions({
    queryKey: preview ? newsKeys.preview(idOrSlug) : newsKeys.article(idOrSlug),
    queryFn: () => getNewsArticle(idOrSlug, { preview }),
  })

export function useNewsArticle(idOrSlug: string, preview = false) {
  return useQuery(newsArticleQueryOptions(idOrSlug, preview))
}
