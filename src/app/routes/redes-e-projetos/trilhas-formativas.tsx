import { metaFor, tracksPath } from '@/config/paths'
import { ContentPageHeader } from '@/features/institutional/components/content-page-header'
import { TracksList } from '@/features/tracks/components/tracks-list'

export function Component() {
  return (
    <>
      <ContentPageHeader
        section="redes-e-projetos"
        slug="trilhas-formativas"
        fallback={metaFor(tracksPath)}
      />
      <TracksList />
    </>
  )
}

// Its Markdown is rendered over the pre-rendered HTML in the first render (no skeleton flash).
export { preloadMarkdown as preload } from '@/components/ui/markdown'
