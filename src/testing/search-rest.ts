// A stand-in for the database function `search_site` (POST /rest/v1/rpc/search_site) in component
// tests. The hits are given as the database returns them (matched words already between U+0002 and
// U+0003); the stand-in only does what the tests need of the server: keep the hits of the asked
// kind whose text contains every folded word, page them, and report the total. Ranking, stemming
// and unaccent are the database's and are tested in tests/db/search.test.ts.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { foldText, searchWords } from '@/lib/search-text'
import type { Database } from '@/types/database'
import { TEST_ORIGIN } from './render'

type Function = Database['public']['Functions']['search_site']
export type SearchSiteHit = Omit<Function['Returns'][number], 'total_count'>
export type SearchSiteArgs = Function['Args']

/** Handlers answering `search_site` from `hits`; `calls` receives each call's arguments. */
export function searchSiteRest(hits: SearchSiteHit[], calls: SearchSiteArgs[] = []): HttpHandler[] {
  return [
    http.post(`${TEST_ORIGIN}/rest/v1/rpc/search_site`, async ({ request }) => {
      const args = (await request.json()) as SearchSiteArgs
      calls.push(args)
      const words = searchWords(args.p_query)
      const found = hits.filter((hit) => {
        if (args.p_kind && hit.kind !== args.p_kind) return false
        const text = foldText(
          `${hit.title} ${hit.excerpt}`.replaceAll('\u0002', '').replaceAll('\u0003', ''),
        )
        return words.length > 0 && words.every((w) => text.includes(w))
      })
      const offset = args.p_offset ?? 0
      const page = found.slice(offset, offset + (args.p_limit ?? 10))
      return HttpResponse.json(page.map((hit) => ({ ...hit, total_count: found.length })))
    }),
  ]
}

/** `search_site` failing with a server error. */
export function failingSearchSite(): HttpHandler {
  return http.post(`${TEST_ORIGIN}/rest/v1/rpc/search_site`, () =>
    HttpResponse.json(
      { code: 'XX000', message: 'boom', details: null, hint: null },
      { status: 500 },
    ),
  )
}
