// The "contains" searches of the lists (portal, admin, MOV+ staff): the database folds each list's
// searched columns into the computed field `search_text` (lower case, no accents, see
// supabase/migrations/*_search.sql); the visitor's words are folded the same way here and each must
// appear in it. Full-text search with ranking is `search_site` (the site search and the news list).

/** The computed field every searchable table has. */
export const SEARCH_TEXT_FIELD = 'search_text'

/** Lower case without accents: "Saúde Orçamento" -> "saude orcamento" (what unaccent + lower give). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
}

/**
 * The visitor's words, folded, with everything that means something to PostgREST's filter syntax
 * or to a like pattern (`,().:"*%_\`) turned into spaces, so a search is always a plain "contains"
 * (dots and `@` are kept inside words: "ana@mov.local" stays one word). At most 8 words.
 */
export function searchWords(text: string): string[] {
  return foldText(text)
    .replace(/[,():"*%_\\]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[.@'-]+|[.@'-]+$/g, ''))
    .filter((w) => w !== '')
    .slice(0, 8)
}

/** `ilike` patterns for `search_text`, one per word (every word must match), or none. */
export function searchPatterns(text: string): string[] {
  return searchWords(text).map((w) => `*${w}*`)
}
