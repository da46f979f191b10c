import { QueryState } from '@/components/ui/query-state'
import { FailedSection, PendingSection, SectionHeading } from '@/components/ui/section-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { useRepresentations } from '../api/get-representations'
import { representationMessages as t } from '../messages'
import { groupRepresentations } from '../representations'
import { RepresentationsGroups } from './representations-groups'

const frame = { id: 'home-representacoes', title: t.homeTitle, subtitle: t.homeSubtitle }

/** Home section 10: representations in the four categories; hidden when there are none. */
export function RepresentationsSection() {
  return (
    <QueryState
      query={useRepresentations()}
      loading={
        <PendingSection {...frame}>
          <Skeleton className="h-64" />
        </PendingSection>
      }
      error={(retry, failure) => <FailedSection {...frame} error={failure} onRetry={retry} />}
      isEmpty={(rows) => groupRepresentations(rows).length === 0}
    >
      {(rows) => (
        <section aria-labelledby={frame.id} className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading {...frame} />
          <RepresentationsGroups
            groups={groupRepresentations(rows)}
            headingLevel="h3"
            tone="dark"
          />
        </section>
      )}
    </QueryState>
  )
}
