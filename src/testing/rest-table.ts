// msw handlers for `/rest/v1/<table>` that answer like PostgREST for the reads the site makes:
// eq / neq / lt / lte / gt / gte / like / ilike / is / in filters (and not.<filter>), `or=(...)` of those (unquoted
// values), order, limit, offset and `Prefer: count=exact` (Content-Range). The computed field
// `search_text` (supabase/migrations/*_search.sql) is stood in for by every text cell of the row,
// lower-cased and without accents.
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { foldText, SEARCH_TEXT_FIELD } from '@/lib/search-text'

type Row = Record<string, unknown>

export function restUrl(table: string): string {
  return `${window.location.origin}/rest/v1/${table}`
}

/** Compares a cell with a filter's text value (numbers as numbers, the rest as text). */
function compareToParam(cell: unknown, value: string): number {
  const n = Number(value)
  if (typeof cell === 'number' && !Number.isNaN(n)) return cell - n
  return String(cell).localeCompare(value)
}

/** PostgREST's like/ilike pattern (`%` or `*` any run, `_` one character, `\` escapes). */
function likeToRegExp(pattern: string): RegExp {
  let src = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '\\' && i + 1 < pattern.length)
      src += pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    else if (c === '%' || c === '*') src += '.*'
    else if (c === '_') src += '.'
    else src += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${src}$`, 'i')
}

function matches(row: Row, column: string, expression: string): boolean {
  if (expression.startsWith('not.')) return !matches(row, column, expression.slice(4))
  const dot = expression.indexOf('.')
  const op = expression.slice(0, dot)
  const value = expression.slice(dot + 1)
  const cell =
    column === SEARCH_TEXT_FIELD && !(column in row)
      ? foldText(
          Object.values(row)
            .filter((v) => typeof v === 'string')
            .join(' '),
        )
      : row[column]
  switch (op) {
    case 'eq':
      return String(cell) === value
    case 'neq':
      return String(cell) !== value
    case 'lt':
      return cell != null && compareToParam(cell, value) < 0
    case 'lte':
      return cell != null && compareToParam(cell, value) <= 0
    case 'gt':
      return cell != null && compareToParam(cell, value) > 0
    case 'gte':
      return cell != null && compareToParam(cell, value) >= 0
    case 'like':
    case 'ilike':
      return cell != null && likeToRegExp(value).test(String(cell))
    case 'is':
      return value === 'null' ? cell == null : String(cell) === value
    case 'in':
      return value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((v) => v.replace(/^"|"$/g, ''))
        .includes(String(cell))
    default:
      throw new Error(`rest-table: unsupported filter ${column}=${expression}`)
  }
}

/** Orders two cells: numbers as numbers, text by locale, nulls last. */
function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0
  if (a == null) return 1
  if (b == null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b))
}

/** Applies a PostgREST query string to rows, as the local backend would. */
export function applyQuery(rows: Row[], url: URL): { rows: Row[]; total: number } {
  let result = [...rows]
  for (const [key, value] of url.searchParams) {
    if (['select', 'order', 'limit', 'offset'].includes(key)) continue
    if (key === 'or') {
      const conditions = value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((condition) => {
          const dot = condition.indexOf('.')
          return { column: condition.slice(0, dot), expression: condition.slice(dot + 1) }
        })
      result = result.filter((row) => conditions.some((c) => matches(row, c.column, c.expression)))
      continue
    }
    result = result.filter((row) => matches(row, key, value))
  }
  const order = url.searchParams.get('order')
  if (order) {
    const terms = order.split(',').map((term) => {
      const [column = '', direction = 'asc'] = term.split('.')
      return { column, sign: direction === 'desc' ? -1 : 1 }
    })
    result.sort((a, b) => {
      for (const { column, sign } of terms) {
        const c = compare(a[column], b[column])
        if (c !== 0) return sign * c
      }
      return 0
    })
  }
  const total = result.length
  const offset = Number(url.searchParams.get('offset') ?? 0)
  const limit = url.searchParams.get('limit')
  result = result.slice(offset, limit === null ? undefined : offset + Number(limit))
  return { rows: result, total }
}

/** `Content-Range` as PostgREST sends it with `Prefer: count=exact`. */
function contentRange(offset: number, pageLength: number, total: number): string {
  return pageLength ? `${offset}-${offset + pageLength - 1}/${total}` : `*/${total}`
}

/**
 * PostgREST's answer to a read of `rows`: the filtered, ordered page, with `Content-Range` when an
 * exact count is asked for, and 416 (PGRST103) for a counted page past the end. `project` keeps
 * only the `select=` columns (plain column lists only).
 */
export function restAnswer(request: Request, rows: Row[], { project = false } = {}) {
  const url = new URL(request.url)
  const result = applyQuery(rows, url)
  const offset = Number(url.searchParams.get('offset') ?? 0)
  const counted = request.headers.get('Prefer')?.includes('count=exact') ?? false
  if (counted && offset > 0 && offset >= result.total) {
    return HttpResponse.json(
      { code: 'PGRST103', message: 'Requested range not satisfiable', details: null, hint: null },
      { status: 416, headers: { 'Content-Range': `*/${result.total}` } },
    )
  }
  let page = result.rows
  const select = url.searchParams.get('select')
  if (project && select && select !== '*') {
    const columns = select.split(',').map((c) => c.trim())
    // `*, field`: every column plus the named (computed) fields.
    page = page.map((row) => ({
      ...(columns.includes('*') ? row : {}),
      ...Object.fromEntries(columns.filter((c) => c !== '*').map((c) => [c, row[c] ?? null])),
    }))
  }
  const headers = new Headers()
  if (counted) headers.set('Content-Range', contentRange(offset, page.length, result.total))
  return HttpResponse.json(page as JsonBodyType, { headers })
}

/**
 * GET handler for a table. `onRequest` sees every request URL (to check the query the site sent).
 * Answer `status` with a PostgREST error body instead of rows when given.
 */
export function restTable(
  table: string,
  rows: Row[],
  options: { onRequest?: (url: URL) => void | Promise<void>; status?: number } = {},
) {
  return http.get(restUrl(table), async ({ request }) => {
    const url = new URL(request.url)
    await options.onRequest?.(url)
    if (options.status) {
      return HttpResponse.json(
        { code: 'XX000', message: 'erro de teste', details: null, hint: null },
        { status: options.status },
      )
    }
    return restAnswer(request, rows)
  })
}

/** A table that answers with an error (500), for the error states. */
export function restError(table: string, status = 500) {
  return restTable(table, [], { status })
}
