import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { authorKeys } from './keys'
import type { AuthorArticle } from '../types'

export const AUTHOR_ARTICLES_PAGE_SIZE = 6

interface AuthorArticlesParams {
  authorId: string
  page: number
  pageSize: number
}

/** The author's published articles (their time has come), newest first, one page at a time with the exact total. */
export async function getAuthorArticles({ authorId, page, pageSize }: AuthorArticlesParams) {
  const supabase = await getDataClient()
  const from = (page - 1) * pageSize
  const { data, error, count } = await supabase
    .from('noticias')
    .select('id, slug, title, summary, cover_image_url, published_at', { count: 'exact' })
    .eq('is_published', true)
    .eq('author_id', authorId)
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  const items: AuthorArticle[] = data ?? []
  return { items, total: count ?? items.length }
}

export const authorArticlesQueryOptions = (params: AuthorArticlesParams) =>
  queryOptions({
    queryKey: authorKeys.articles(params),
    queryFn: () => getAuthorArticles(params),
    placeholderData: keepPreviousData,
  })

export function useAuthorArticles(params: AuthorArticlesParams) {
  return useQuery(authorArticlesQueryOptions(params))
}
