// What a pre-rendered page carries from the database (docs/decisions/prerendering.md and
// landing-pages.md): the `paginas` texts of the institutional and network pages, and the rows of
// every other page's main content (lists, items), read with the queries the page's own hooks
// declare while it renders, so that the browser finds them in its cache under the same keys.
import type { Query, QueryClient } from '@tanstack/react-query'
import { contentPagePath, contentPages } from '@/config/content-pages'
import { contentPageQueryOptions } from '@/features/institutional/api/get-content-page'
import type { ContentPageSection } from '@/features/institutional/api/keys'
import { documentsPath, institutesPath, researchListPath, tracksPath } from '@/config/paths'

/** The list pages whose header is a `paginas` row (see their routes). */
const listHeaders: Array<{ path: string; section: ContentPageSection; slug: string }> = [
  { path: institutesPath, section: 'institucional', slug: 'institutos' },
  { path: documentsPath, section: 'institucional', slug: 'guias-documentos' },
  { path: researchListPath, section: 'redes-e-projetos', slug: 'pesquisas' },
  {
    path: tracksPath,
    section: 'redes-e-projetos',
    slug: 'trilhas-formativas',
  },
]

/**
 * Reads the rows `path` is pre-rendered with into `queryClient`. A read that fails leaves the
 * page with its placeholders (the browser reads the rows then); it never fails the build.
 */
export async function prefetchForPrerender(path: string, queryClient: QueryClient): Promise<void> {
  const pages = [
    ...contentPages.map((p) => ({ path: contentPagePath(p), section: p.section, slug: p.slug })),
    ...listHeaders,
  ]
  const page = pages.find((p) => p.path === path)
  if (page) await queryClient.prefetchQuery(contentPageQueryOptions(page.section, page.slug))
}

/** Rounds of render-then-read: a page whose second read needs the first's rows (an article, then its author's and neighbours') takes two or three. */
const MAX_ROUNDS = 4

/**
 * Renders the page (`renderOnce`), reads every query its components declared and has not been
 * read, and again until no new query appears: the rows the page's hooks ask for, under their
 * own keys (the same `queryOptions`). A read that fails leaves that part in its loading or error
 * state for the browser to read; it never fails the build. Queries the page does not fetch by
 * itself (`enabled: false`) are left alone.
 */
export async function readDeclaredQueries(
  queryClient: QueryClient,
  renderOnce: () => Promise<unknown>,
): Promise<void> {
  const tried = new Set<Query>()
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await renderOnce()
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (q) =>
          !tried.has(q) &&
          q.state.status === 'pending' &&
          q.state.fetchStatus === 'idle' &&
          (q.options as { enabled?: unknown }).enabled !== false &&
          typeof q.options.queryFn === 'function',
      )
    if (pending.length === 0) return
    for (const q of pending) tried.add(q)
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)))
  }
}
