// The four states of an article. The database keeps two facts (is_published, published_at) plus
// when it was last taken off the site (unpublished_at, set by a trigger); anonymous visitors see a
// row only when it is published and its time has come (row-level security, not this file).

export type NewsState = 'rascunho' | 'agendada' | 'publicada' | 'despublicada'

export const NEWS_STATES: readonly NewsState[] = [
  'rascunho',
  'agendada',
  'publicada',
  'despublicada',
]

interface NewsStateFacts {
  is_published: boolean
  published_at: string
  unpublished_at: string | null
}

export function newsState(row: NewsStateFacts, now: number = Date.now()): NewsState {
  if (row.is_published) return Date.parse(row.published_at) > now ? 'agendada' : 'publicada'
  return row.unpublished_at ? 'despublicada' : 'rascunho'
}

export function isNewsState(value: string | null | undefined): value is NewsState {
  return NEWS_STATES.includes(value as NewsState)
}
