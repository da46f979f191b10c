// Every row of a PostgREST query, read in pages: a hosted project caps one response (1000 rows by
// default), and the build's sitemap and crawler pages need them all.

const ROWS_PER_REQUEST = 1000

export async function allRows<T>(
  page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>,
  size = ROWS_PER_REQUEST,
): Promise<T[]> {
  const rows: T[] = []
  for (let from = 0; ; from += size) {
    const { data, error } = await page(from, from + size - 1)
    if (error) throw error
    rows.push(...(data ?? []))
    if (!data || data.length < size) return rows
  }
}
