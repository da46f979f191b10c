import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { isSlug, isUuid } from '@/lib/is-uuid'
import { newsKeys } from './keys'
import { NEWS_AUTHOR_COLUMNS, NEWS_SUMMARY_COLUMNS } from './get-news-list'
import type { NewsArticle } from '../types'

/** One published article by its UUID or its slug; null when there is none (no request for a malformed key). */
export async function getNewsArticle(idOrSlug: string): Promise<NewsArticle | null> {
  const byId = isUuid(idOrSlug)
  if (!byId && !isSlug(idOrSlug)) return null
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('noticias')
    .select(`${NEWS_SUMMARY_COLUMNS}, body`)
    .eq('is_published', true)
    .eq(byId ? 'id' : 'slug', idOrSlug)
    .maybeSingle()
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

export const newsArticleQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: newsKeys.article(idOrSlug), queryFn: () => getNewsArticle(idOrSlug) })

export function useNewsArticle(idOrSlug: string) {
  return useQuery(newsArticleQueryOptions(idOrSlug))
}
