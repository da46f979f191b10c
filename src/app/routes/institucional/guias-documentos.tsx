import { documentsPath, metaFor } from '@/config/paths'
import { DocumentsList } from '@/features/institutional/components/documents-list'
import { ContentPageHeader } from '@/features/institutional/components/content-page-header'

export function Component() {
  return (
    <>
      <ContentPageHeader
        section="institucional"
        slug="guias-documentos"
        fallback={metaFor(documentsPath)}
      />
      <DocumentsList />
    </>
  )
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
