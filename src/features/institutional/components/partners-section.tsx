import { Skeleton } from '@/components/ui/skeleton'
import { usePartnerGroups } from '../api/partners-query'
import { partnerMessages as t } from '../partners'
import { PartnersGroups } from './partners-groups'

/** Home section 11: partners by category; hidden when there are none. */
export function PartnersSection() {
  const { data, isPending } = usePartnerGroups()
  if (isPending) return <Skeleton className="mx-auto my-16 h-48 max-w-7xl" />
  if (!data || data.length === 0) return null
  return (
    <section aria-labelledby="home-parceiros" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-10 text-center">
        <h2 id="home-parceiros" className="text-3xl font-black md:text-4xl">
          {t.homeTitle}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-white/80">{t.homeSubtitle}</p>
      </div>
      <PartnersGroups groups={data} headingLevel="h3" />
    </section>
  )
}
