// Several tables served at once under /rest/v1/:table for component tests of content pages, on the
// query engine of ./rest-table (filters, order, paging, count), plus `select=` column lists and
// PostgREST's 416 for a page past the end. Every request is recorded so tests can check what was
// asked for.
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw'
import { applyQuery, contentRange, restError } from './rest-table'
import { TEST_ORIGIN } from './render'

export type FakeRow = Record<string, unknown>

export interface RecordedRequest {
  table: string
  params: URLSearchParams
}

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
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const counted = request.headers.get('prefer')?.includes('count=exact') ?? false
      const result = applyQuery(source, url)
      const total = result.total
      let rows = result.rows
      // As PostgREST: with an exact count, an offset past the end is "416 Range Not Satisfiable".
      if (counted && offset > 0 && offset >= total) {
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
      const select = url.searchParams.get('select')
      if (select && select !== '*') {
        const cols = select.split(',').map((c) => c.trim())
        rows = rows.map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null])))
      }
      const headers: Record<string, string> = {}
      if (counted) headers['Content-Range'] = contentRange(offset, rows.length, total)
      return HttpResponse.json(rows as JsonBodyType, { headers })
    }),
  ]
}

/** A handler that fails every read of `table` with a server error. */
export function failingTable(table: string): HttpHandler {
  return restError(table)
}
