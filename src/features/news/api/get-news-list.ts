import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { likePattern } from '@/lib/is-uuid'
import { newsKeys } from './keys'
import type { NewsAuthor, NewsSummary } from '../types'

export const NEWS_PAGE_SIZE = 9
export const NEWS_SUMMARY_COLUMNS =
  'id, slug, title, summary, cover_image_url, published_at, author_id'
export const NEWS_AUTHOR_COLUMNS = 'id, name, avatar_url, bio'

export interface NewsListParams {
  page: number
  pageSize: number
  search: string
}

export interface NewsPage {
  items: NewsSummary[]
  total: number
}

/** Published news, newest first, one page at a time (range + exact count), optionally by title. */
export async function getNewsList({ page, pageSize, search }: NewsListParams): Promise<NewsPage> {
  const supabase = await getDataClient()
  const from = (page - 1) * pageSize
  let query = supabase
    .from('noticias')
    .select(NEWS_SUMMARY_COLUMNS, { count: 'exact' })
    .eq('is_published', true)
    // Row-level security hides scheduled articles from visitors; writers browsing the public
    // list see what visitors see too.
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + pageSize - 1)
  const term = search.trim()
  if (term) query = query.ilike('title', likePattern(term))
  const { data, error, count } = await query
  if (error) throw error
  const rows = data ?? []
  const authorIds = [
    ...new Set(rows.map((r) => r.author_id).filter((id): id is string => Boolean(id))),
  ]
  const authors = new Map<string, NewsAuthor>()
  if (authorIds.length > 0) {
    const res = await supabase.from('autores').select(NEWS_AUTHOR_COLUMNS).in('id', authorIds)
    if (res.error) throw res.error
    for (const a of res.data ?? []) authors.set(a.id, a)
  }
  return {
    items: rows.map((r) => ({
      ...r,
      author: r.author_id ? (authors.get(r.author_id) ?? null) : null,
    })),
    total: count ?? rows.length,
  }
}

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: () => getNewsList(params),
    placeholderData: keepPreviousData,
  })

export function useNewsList(params: NewsListParams) {
  return useQuery(newsListQueryOptions(params))
}
