import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { usePartnerGroups } from '../api/get-partner-groups'
import { partnerMessages as t } from '../messages'
import { PartnersGroups } from './partners-groups'

/**
 * /institucional/parceiros: partners by category. `action` is the way to become one (the route
 * passes the button that opens the partnership dialog).
 */
export function PartnersPage({ action }: { action?: ReactNode }) {
  const { data, isPending, isError, error, refetch } = usePartnerGroups()
  return (
    <>
      <Seo title={t.pageTitle} description={t.pageDescription} />
      <PageHeader title={t.pageTitle} description={t.pageDescription}>
        {action ? <div className="mt-6">{action}</div> : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {isPending ? (
          <div
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
            aria-busy="true"
            aria-label={t.loading}
          >
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-32" />
            ))}
            <SlowNotice className="col-span-full" />
          </div>
        ) : isError ? (
          <ErrorState title={t.errorTitle} error={error} onRetry={() => void refetch()} />
        ) : data.length === 0 ? (
          <EmptyState title={t.emptyTitle} description={t.emptyDescription} />
        ) : (
          <PartnersGroups groups={data} headingLevel="h2" />
        )}
      </div>
    </>
  )
}
