// Stand-ins for the database functions that list the values of the public filter menus
// (supabase/migrations/*_filter_values.sql), called with GET /rest/v1/rpc/<name>. The answer is
// given as the database returns it (distinct values of visible rows, in no particular order); which
// rows count is the database's rule and is tested in tests/db/filter-values.test.ts.
import { http, HttpResponse, type HttpHandler } from 'msw'
import type { Database } from '@/types/database'
import { TEST_ORIGIN } from './render'

type Functions = Database['public']['Functions']
export type FilterValuesFunction =
  'pdc_publication_thematics' | 'manifesto_thematics' | 'programa_filters'

/** A handler answering `name` with `rows`; `calls` receives the URL of each call. */
export function filterValuesRest<Name extends FilterValuesFunction>(
  name: Name,
  rows: Functions[Name]['Returns'],
  calls: URL[] = [],
): HttpHandler {
  return http.get(`${TEST_ORIGIN}/rest/v1/rpc/${name}`, ({ request }) => {
    calls.push(new URL(request.url))
    return HttpResponse.json(rows)
  })
}

/** `name` failing with a server error. */
export function failingFilterValues(name: FilterValuesFunction): HttpHandler {
  return http.get(`${TEST_ORIGIN}/rest/v1/rpc/${name}`, () =>
    HttpResponse.json(
      { code: 'XX000', message: 'boom', details: null, hint: null },
      { status: 500 },
    ),
  )
}
