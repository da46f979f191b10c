import { QueryState } from '@/components/ui/query-state'
import { FailedSection, PendingSection, SectionHeading } from '@/components/ui/section-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { usePartnerGroups } from '../api/get-partner-groups'
import { partnerMessages as t } from '../messages'
import { PartnersGroups } from './partners-groups'

const frame = { id: 'home-parceiros', title: t.homeTitle, subtitle: t.homeSubtitle }

/** Home section 11: partners by category; hidden when there are none. */
export function PartnersSection() {
  return (
    <QueryState
      query={usePartnerGroups()}
      loading={
        <PendingSection {...frame}>
          <Skeleton className="h-48" />
        </PendingSection>
      }
      error={(retry, failure) => <FailedSection {...frame} error={failure} onRetry={retry} />}
      isEmpty={(groups) => groups.length === 0}
    >
      {(groups) => (
        <section aria-labelledby={frame.id} className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading {...frame} />
          <PartnersGroups groups={groups} headingLevel="h3" />
        </section>
      )}
    </QueryState>
  )
}
