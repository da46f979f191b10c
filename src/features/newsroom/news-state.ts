// The four states of an article. The database keeps two facts (is_published, published_at) plus
// when it was last taken off the site (unpublished_at, set by a trigger); anonymous visitors see a
// row only when it is published and its time has come (row-level security, not this file), and
// `public.news_state` says which state a row is in by the database's clock.

export type NewsState = 'rascunho' | 'agendada' | 'publicada' | 'despublicada'

export const NEWS_STATES: readonly NewsState[] = [
  'rascunho',
  'agendada',
  'publicada',
  'despublicada',
]

export function isNewsState(value: string | null | undefined): value is NewsState {
  return NEWS_STATES.includes(value as NewsState)
}

/**
 * A row with its state as the database's clock says (the computed field `news_state`,
 * 20261127120200_news_server_time.sql): the newsroom's screens never decide "Publicada" or
 * "Agendada" with the browser's clock, so the toast, the badge and the list say the same thing.
 */
export type WithState<T> = T & { news_state: NewsState }
