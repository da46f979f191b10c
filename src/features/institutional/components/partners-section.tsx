import { PendingSection, SectionHeading } from '@/components/ui/section-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { usePartnerGroups } from '../api/partners-query'
import { partnerMessages as t } from '../partners'
import { PartnersGroups } from './partners-groups'

/** Home section 11: partners by category; hidden when there are none. */
export function PartnersSection() {
  const { data, isPending } = usePartnerGroups()
  if (isPending) {
    return (
      <PendingSection id="home-parceiros" title={t.homeTitle} subtitle={t.homeSubtitle}>
        <Skeleton className="h-48" />
      </PendingSection>
    )
  }
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="home-parceiros" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="home-parceiros" title={t.homeTitle} subtitle={t.homeSubtitle} />
      <PartnersGroups groups={data} headingLevel="h3" />
    </section>
  )
}
