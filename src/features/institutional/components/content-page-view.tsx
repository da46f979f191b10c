import { MarkdownSkeleton, Markdown } from '@/components/ui/markdown'
import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { formatDate, isoDate } from '@/lib/format'
import { useContentPage } from '../api/get-content-page'
import type { ContentPageSection } from '../api/keys'
import { institutionalMessages as m } from '../messages'
import type { PageMeta } from './content-page-header'

/** An institutional or network page: title, summary and Markdown body from `paginas`. */
export function ContentPageView({
  section,
  slug,
  fallback,
}: {
  section: ContentPageSection
  slug: string
  fallback: PageMeta
}) {
  const query = useContentPage(section, slug)
  const pagina = query.data
  const title = pagina?.title || fallback.title
  const summary = pagina?.summary || fallback.description
  return (
    <>
      <Seo title={fallback.title} description={summary} />
      <PageHeader title={title} description={query.isPending ? undefined : summary}>
        {query.isPending ? <Skeleton className="mt-4 h-6 w-2/3 max-w-3xl" /> : null}
      </PageHeader>
      <section className="mx-auto max-w-7xl px-4 pb-16">
        {query.isPending ? (
          <div className="max-w-3xl">
            <MarkdownSkeleton lines={8} />
            <SlowNotice />
          </div>
        ) : query.isError ? (
          <ErrorState
            title={m.contentPageError}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : pagina?.body?.trim() ? (
          <>
            <Markdown className="max-w-3xl text-lg text-white/90">{pagina.body}</Markdown>
            {pagina.updated_at ? (
              <p className="mt-10 text-sm text-white/75">
                {m.updatedAt}{' '}
                <time dateTime={isoDate(pagina.updated_at)}>{formatDate(pagina.updated_at)}</time>
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState title={m.contentPageEmptyTitle} description={m.contentPageEmptyDescription} />
        )}
      </section>
    </>
  )
}
