// The admin lists' text search, made safe for PostgREST's `or=(col.ilike.*words*,...)`.

/**
 * The search text with PostgREST's reserved characters (`,():"*%_\`) turned into spaces, so nothing
 * typed can change the filter's structure or act as a wildcard. Dots, `@` and apostrophes stay, so
 * e-mails and names like "D'Ávila" are found.
 */
export function searchWords(text: string): string {
  return text
    .replace(/[,():"*%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `a.ilike.*words*,b.ilike.*words*` over `columns`, or null when there is nothing to find. */
export function searchFilter(columns: readonly string[], text: string): string | null {
  const words = searchWords(text)
  return words && columns.length > 0 ? columns.map((c) => `${c}.ilike.*${words}*`).join(',') : null
}
