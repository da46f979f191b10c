import { PendingSection, SectionHeading } from '@/components/ui/section-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { useRepresentations } from '../api/representations-query'
import { groupRepresentations, representationMessages as t } from '../representations'
import { RepresentationsGroups } from './representations-groups'

/** Home section 10: representations in the four categories; hidden when there are none. */
export function RepresentationsSection() {
  const { data, isPending } = useRepresentations()
  if (isPending) {
    return (
      <PendingSection id="home-representacoes" title={t.homeTitle} subtitle={t.homeSubtitle}>
        <Skeleton className="h-64" />
      </PendingSection>
    )
  }
  const groups = groupRepresentations(data ?? [])
  if (groups.length === 0) return null
  return (
    <section aria-labelledby="home-representacoes" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="home-representacoes" title={t.homeTitle} subtitle={t.homeSubtitle} />
      <RepresentationsGroups groups={groups} headingLevel="h3" tone="dark" />
    </section>
  )
}
