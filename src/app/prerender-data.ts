// What a pre-rendered page carries from the database (see docs/decisions/prerendering.md): the
// `paginas` texts of the institutional and network pages, which change rarely and are the whole
// page. Lists (news, programmes, products...) are rendered as placeholders of their final size.
import type { QueryClient } from '@tanstack/react-query'
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
