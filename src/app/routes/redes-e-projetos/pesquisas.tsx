import { metaFor, researchListPath } from '@/config/paths'
import { ContentPageHeader } from '@/features/institutional/components/content-page-header'
import { ResearchList } from '@/features/research/components/research-list'

export function Component() {
  return (
    <>
      <ContentPageHeader
        section="redes-e-projetos"
        slug="pesquisas"
        fallback={metaFor(researchListPath)}
      />
      <ResearchList />
    </>
  )
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
