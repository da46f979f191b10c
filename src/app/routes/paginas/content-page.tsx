import { metaFor } from '@/config/paths'
import { ContentPageView } from '@/features/institutional/components/content-page-view'

// An institutional or network page whose title, summary and body come from `paginas`.
export function ContentPage({
  section,
  slug,
}: {
  section: 'institucional' | 'redes-e-projetos'
  slug: string
}) {
  return (
    <ContentPageView
      key={`${section}/${slug}`}
      section={section}
      slug={slug}
      fallback={metaFor(`/${section}/${slug}`)}
    />
  )
}

export { ContentPage as Component }

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
