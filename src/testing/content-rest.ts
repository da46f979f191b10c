// Several tables served at once under /rest/v1/:table for component tests of content pages, on the
// query engine of ./rest-table (filters, order, paging, count, 416 past the end), plus `select=`
// column lists. Every request is recorded so tests can check what was
// asked for.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { restAnswer, restError } from './rest-table'
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
      return restAnswer(request, source, { project: true })
    }),
  ]
}

/** A handler that fails every read of `table` with a server error. */
export function failingTable(table: string): HttpHandler {
  return restError(table)
}
