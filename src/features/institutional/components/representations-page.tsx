import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { SlowNotice } from '@/components/ui/slow-notice'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useRepresentations } from '../api/get-representations'
import { representationMessages as t } from '../messages'
import { groupRepresentations } from '../representations'
import { RepresentationsGroups } from './representations-groups'

/** /institucional/representacoes (white background): representations by category. */
export function RepresentationsPage() {
  const { data, isPending, isError, error, refetch } = useRepresentations()
  const groups = groupRepresentations(data ?? [])
  return (
    <>
      <Seo title={t.pageTitle} description={t.pageDescription} />
      <PageHeader title={t.pageTitle} description={t.pageDescription} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {isPending ? (
          <div
            className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4"
            aria-busy="true"
            aria-label={t.loading}
          >
            {[0, 1, 2, 3].map((i) => (
              // The shared skeleton is drawn for dark pages; this page is white.
              <div
                key={i}
                aria-hidden="true"
                className="h-32 animate-pulse rounded-2xl bg-gray-200 motion-reduce:animate-none"
              />
            ))}
            <SlowNotice className="col-span-full" />
          </div>
        ) : isError ? (
          <ErrorState title={t.errorTitle} error={error} onRetry={() => void refetch()} />
        ) : groups.length === 0 ? (
          <EmptyState
            title={t.emptyTitle}
            description={t.emptyDescription}
            className="border-gray-200"
          />
        ) : (
          <RepresentationsGroups groups={groups} headingLevel="h2" tone="light" />
        )}
      </div>
    </>
  )
}
