// The admin lists' text search: accent- and case-insensitive "contains" on the table's computed
// field `search_text` (the columns each list's search box names, folded by the database), one
// `ilike` per word, so "saude conselho" finds "Conselho ... Saúde".
import { SEARCH_TEXT_FIELD, searchPatterns } from '@/lib/search-text'

interface Searchable<Q> {
  ilike(column: string, pattern: string): Q
}

/** `query` narrowed to the rows whose searched columns contain every word of `text`. */
export function withSearch<Q extends Searchable<Q>>(query: Q, text: string): Q {
  return searchPatterns(text).reduce((q, pattern) => q.ilike(SEARCH_TEXT_FIELD, pattern), query)
}
