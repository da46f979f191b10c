import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient, type DataClient } from '@/lib/supabase'
import { newsKeys } from './keys'
import type { NewsAuthor, NewsSummary } from '../types'

type NewsRowSummary = Omit<NewsSummary, 'author'>

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

/** The rows of one page: newest first, or, for a search, the best matches first. */
async function newsRows(
  supabase: DataClient,
  { page, pageSize, search }: NewsListParams,
): Promise<{ rows: NewsRowSummary[]; total: number }> {
  const from = (page - 1) * pageSize
  const term = search.trim()
  if (term) {
    // Full-text search in Portuguese over title, summary and body, accents and case aside
    // (supabase/migrations/*_search.sql), ranked by the database; then the page's rows by id.
    const hits = await supabase.rpc('search_site', {
      p_query: term,
      p_kind: 'noticia',
      p_limit: pageSize,
      p_offset: from,
    })
    if (hits.error) throw hits.error
    const ids = hits.data.map((h) => h.id)
    if (ids.length === 0) return { rows: [], total: 0 }
    const res = await supabase.from('noticias').select(NEWS_SUMMARY_COLUMNS).in('id', ids)
    if (res.error) throw res.error
    const byId = new Map(res.data.map((r) => [r.id, r]))
    return {
      rows: ids.map((id) => byId.get(id)).filter((r): r is NewsRowSummary => Boolean(r)),
      total: hits.data[0]?.total_count ?? 0,
    }
  }
  const { data, error, count } = await supabase
    .from('noticias')
    .select(NEWS_SUMMARY_COLUMNS, { count: 'exact' })
    .eq('is_published', true)
    // Row-level security hides scheduled articles from visitors; writers browsing the public
    // list see what visitors see too.
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  return { rows: data, total: count ?? data.length }
}

/** Published news one page at a time (with the total), newest first or searched. */
export async function getNewsList(params: NewsListParams): Promise<NewsPage> {
  const supabase = await getDataClient()
  const { rows, total } = await newsRows(supabase, params)
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
    total,
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
