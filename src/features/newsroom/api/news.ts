import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { isUuid } from '@/lib/ids'
import { getSupabase } from '@/lib/supabase'
import type { Tables, TablesInsert } from '@/types/database'
import { withSearch } from '@/staff/api/search'
import { notFoundError } from '@/staff/api/table'
import type { WithState } from '../news-state'
import { freeSlug } from '../slug'
import { newsroomKeys, type NewsFilters, type NewsListParams } from './keys'

export type NewsRow = WithState<Tables<'noticias'>>
export type NewsListItem = Pick<
  NewsRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'author_id'
  | 'published_at'
  | 'is_published'
  | 'unpublished_at'
  | 'updated_at'
  | 'news_state'
>
/**
 * What the editor writes (id, timestamps and unpublished_at belong to the database).
 * `published_at: null` is "now" on the database's clock ("Publicar agora"; a trigger fills it in).
 */
export type NewsValues = Omit<
  TablesInsert<'noticias'>,
  'id' | 'created_at' | 'updated_at' | 'unpublished_at' | 'published_at'
> & { published_at?: string | null }

/** The generated insert type knows the column as NOT NULL; the trigger accepts null (see above). */
const asInsert = (values: Partial<NewsValues>) => values as TablesInsert<'noticias'>

const ROW_COLUMNS = '*, news_state'
const LIST_COLUMNS =
  'id, slug, title, author_id, published_at, is_published, unpublished_at, updated_at, news_state'

/** While an article waits for its time, its state is read again every minute. */
export const SCHEDULED_REFRESH_MS = 60_000

export interface NewsPage {
  items: NewsListItem[]
  total: number
}

type Filterable<Q> = {
  eq: (column: 'is_published' | 'author_id', value: string | boolean) => Q
  /** A filter on the computed field, which the generated row type does not list. */
  filter: (column: string, operator: string, value: unknown) => Q
  is: (column: 'unpublished_at' | 'author_id', value: null) => Q
  not: (column: 'unpublished_at', operator: 'is', value: null) => Q
  ilike: (column: string, pattern: string) => Q
}

/**
 * The list's filters on a query of `noticias`: the states as the database stores them, and for
 * the two that depend on the time, the database's own state (its clock, not the browser's).
 */
export function filterNews<Q extends Filterable<Q>>(
  query: Q,
  { state, authorId, search }: NewsFilters,
): Q {
  let q = query
  if (state === 'rascunho') q = q.eq('is_published', false).is('unpublished_at', null)
  if (state === 'despublicada') q = q.eq('is_published', false).not('unpublished_at', 'is', null)
  if (state === 'agendada' || state === 'publicada')
    q = q.eq('is_published', true).filter('news_state', 'eq', state)
  if (authorId === 'sem-autor') q = q.is('author_id', null)
  else if (authorId) q = q.eq('author_id', authorId)
  return withSearch(q, search)
}

/** One page of every article the account may read (all of them, for writers), last edited first. */
export async function listNews({ page, pageSize, ...filters }: NewsListParams): Promise<NewsPage> {
  const supabase = await getSupabase()
  const from = (page - 1) * pageSize
  const { data, error, count } = await filterNews(
    supabase.from('noticias').select(LIST_COLUMNS, { count: 'exact' }),
    filters,
  )
    .order('updated_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + pageSize - 1)
    .overrideTypes<NewsListItem[], { merge: false }>()
  if (error) throw error
  return { items: data, total: count ?? data.length }
}

export function useNewsList(params: NewsListParams) {
  return useQuery(
    queryOptions({
      queryKey: newsroomKeys.list(params),
      queryFn: () => listNews(params),
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.items.some((i) => i.news_state === 'agendada')
          ? SCHEDULED_REFRESH_MS
          : false,
    }),
  )
}

/** One article in any state; null when there is none (no request for a malformed id). */
export async function getNews(id: string): Promise<NewsRow | null> {
  if (!isUuid(id)) return null
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('noticias')
    .select(ROW_COLUMNS)
    .eq('id', id)
    .maybeSingle()
    .overrideTypes<NewsRow | null, { merge: false }>()
  if (error) throw error
  return data
}

export function useNews(id: string) {
  return useQuery({
    queryKey: newsroomKeys.article(id),
    queryFn: () => getNews(id),
    refetchInterval: (query) =>
      query.state.data?.news_state === 'agendada' ? SCHEDULED_REFRESH_MS : false,
  })
}

/**
 * `slug` itself when no other article has it, else the first free variant (`slug-2`...): the
 * check before saving (the unique constraint still decides between two writers saving at once).
 */
export async function availableSlug(slug: string, exceptId?: string): Promise<string> {
  const supabase = await getSupabase()
  let query = supabase.from('noticias').select('slug').like('slug', `${slug}%`).limit(1000)
  if (exceptId) query = query.neq('id', exceptId)
  const { data, error } = await query
  if (error) throw error
  return freeSlug(slug, new Set(data.map((r) => r.slug)))
}

export async function createNews(values: NewsValues): Promise<NewsRow> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('noticias')
    .insert(asInsert(values))
    .select(ROW_COLUMNS)
    .single()
    .overrideTypes<NewsRow, { merge: false }>()
  if (error) throw error
  return data
}

/** Someone else saved the article after this editor loaded it. */
export class NewsConflictError extends Error {
  readonly code = 'MOV_CONFLICT'
  constructor() {
    super('A notícia foi alterada por outra pessoa.')
  }
}

/**
 * Updates one article. With `expectedUpdatedAt` (the version the editor loaded), only if nobody
 * saved it since: otherwise a NewsConflictError, and nothing is overwritten.
 */
export async function updateNews(
  id: string,
  values: Partial<NewsValues>,
  expectedUpdatedAt?: string,
): Promise<NewsRow> {
  const supabase = await getSupabase()
  let query = supabase.from('noticias').update(asInsert(values)).eq('id', id)
  if (expectedUpdatedAt) query = query.eq('updated_at', expectedUpdatedAt)
  const { data, error } = await query
    .select(ROW_COLUMNS)
    .overrideTypes<NewsRow[], { merge: false }>()
  if (error) throw error
  const row = data[0]
  if (row) return row
  if (expectedUpdatedAt && (await getNews(id))) throw new NewsConflictError()
  throw notFoundError()
}

export async function deleteNews(id: string): Promise<void> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('noticias').delete().eq('id', id).select('id')
  if (error) throw error
  if (data.length === 0) throw notFoundError()
}

/** Saves (a new article when `id` is null); every query refetches, the public pages' too. */
export function useSaveNews() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      values,
      expectedUpdatedAt,
    }: {
      id: string | null
      values: NewsValues
      /** The version being replaced (absent: overwrite whatever is there). */
      expectedUpdatedAt?: string
    }) => (id ? updateNews(id, values, expectedUpdatedAt) : createNews(values)),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export function useDeleteNews() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
