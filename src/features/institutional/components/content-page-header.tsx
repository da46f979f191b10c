import { Markdown } from '@/components/ui/markdown'
import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { useContentPage } from '../api/get-content-page'
import type { ContentPageSection } from '../api/keys'

export interface PageMeta {
  title: string
  description: string
}

/**
 * Title, summary and (when written) Markdown body of a list page that also has a `paginas` row.
 * The heading is always there; the row's text replaces the fallback when it arrives, and a failed
 * read keeps the fallback (the list below has its own states).
 */
export function ContentPageHeader({
  section,
  slug,
  fallback,
}: {
  section: ContentPageSection
  slug: string
  fallback: PageMeta
}) {
  const { data } = useContentPage(section, slug)
  const title = data?.title || fallback.title
  const summary = data?.summary || fallback.description
  return (
    <>
      <Seo title={fallback.title} description={summary} />
      <PageHeader title={title} description={summary} />
      {data?.body ? (
        <div className="mx-auto max-w-7xl px-4 pb-4">
          <Markdown className="max-w-3xl text-white/90">{data.body}</Markdown>
        </div>
      ) : null}
    </>
  )
}
