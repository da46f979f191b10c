import { institutesPath, metaFor } from '@/config/paths'
import { InstitutesList } from '@/features/institutional/components/institutes-list'
import { ContentPageHeader } from '@/features/institutional/components/content-page-header'

export function Component() {
  return (
    <>
      <ContentPageHeader
        section="institucional"
        slug="institutos"
        fallback={metaFor(institutesPath)}
      />
      <InstitutesList />
    </>
  )
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
