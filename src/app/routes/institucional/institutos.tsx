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
