// A tiny in-memory stand-in for PostgREST reads, for component tests of content pages:
// `select=` (column lists), eq/neq/lt/lte/gt/gte/ilike/in/is filters, `order`, `limit`, `offset`
// and `Prefer: count=exact` (Content-Range). Every request is recorded so tests can check what
// was asked for.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { TEST_ORIGIN } from './render'

export type FakeRow = Record<string, unknown>

export interface RecordedRequest {
  table: string
  params: URLSearchParams
}

function compare(a: unknown, b: string): number {
  const an = typeof a === 'number' ? a : Number(a)
  const bn = Number(b)
  if (typeof a === 'number' && !Number.isNaN(bn)) return an - bn
  return String(a).localeCompare(b)
}

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

function matches(row: FakeRow, column: string, expr: string): boolean {
  const dot = expr.indexOf('.')
  const op = expr.slice(0, dot)
  const value = expr.slice(dot + 1)
  const cell = row[column]
  switch (op) {
    case 'eq':
      return String(cell) === value
    case 'neq':
      return String(cell) !== value
    case 'lt':
      return cell != null && compare(cell, value) < 0
    case 'lte':
      return cell != null && compare(cell, value) <= 0
    case 'gt':
      return cell != null && compare(cell, value) > 0
    case 'gte':
      return cell != null && compare(cell, value) >= 0
    case 'ilike':
    case 'like':
      return cell != null && likeToRegExp(value).test(String(cell))
    case 'is':
      return value === 'null' ? cell == null : String(cell) === value
    case 'in': {
      const list = value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((v) => v.replace(/^"|"$/g, ''))
      return list.includes(String(cell))
    }
    default:
      throw new Error(`content-rest: unsupported operator ${op}`)
  }
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset'])

/** msw handlers serving `tables` under /rest/v1/:table; `requests` receives every request made. */
export function contentRest(
  tables: Record<string, FakeRow[]>,
  requests: RecordedRequest[] = [],
): HttpHandler[] {
  return [
    http.get(`${TEST_ORIGIN}/rest/v1/:table`, ({ request, params }) => {
      const table = String(params.table)
      const url = new URL(request.url)
      requests.push({ table, params: url.searchParams })
      const source = tables[table]
      if (!source)
        return HttpResponse.json(
          { code: '42P01', message: `relation ${table} does not exist` },
          { status: 404 },
        )
      let rows = source.filter((row) =>
        [...url.searchParams.entries()].every(([k, v]) => RESERVED.has(k) || matches(row, k, v)),
      )
      const order = url.searchParams.get('order')
      if (order) {
        const parts = order.split(',').map((p) => {
          const [col = '', dir = 'asc'] = p.split('.')
          return { col, desc: dir === 'desc' }
        })
        rows = [...rows].sort((a, b) => {
          for (const { col, desc } of parts) {
            const c = compare(a[col], String(b[col]))
            if (c !== 0) return desc ? -c : c
          }
          return 0
        })
      }
      const total = rows.length
      const offset = Number(url.searchParams.get('offset') ?? 0)
      // As PostgREST: with an exact count, an offset past the end is "416 Range Not Satisfiable".
      if (request.headers.get('prefer')?.includes('count=exact') && offset > 0 && offset >= total) {
        return HttpResponse.json(
          {
            code: 'PGRST103',
            message: 'Requested range not satisfiable',
            details: null,
            hint: null,
          },
          { status: 416, headers: { 'Content-Range': `*/${total}` } },
        )
      }
      const limit = url.searchParams.get('limit')
      rows = rows.slice(offset, limit == null ? undefined : offset + Number(limit))
      const select = url.searchParams.get('select')
      if (select && select !== '*') {
        const cols = select.split(',').map((c) => c.trim())
        rows = rows.map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null])))
      }
      const headers: Record<string, string> = {}
      if (request.headers.get('prefer')?.includes('count=exact')) {
        headers['Content-Range'] =
          `${rows.length ? `${offset}-${offset + rows.length - 1}` : '*'}/${total}`
      }
      return HttpResponse.json(rows, { headers })
    }),
  ]
}

/** A handler that fails every read of `table` with a server error. */
export function failingTable(table: string): HttpHandler {
  return http.get(`${TEST_ORIGIN}/rest/v1/${table}`, () =>
    HttpResponse.json(
      { code: 'XX000', message: 'falha simulada', details: null, hint: null },
      { status: 500 },
    ),
  )
}
