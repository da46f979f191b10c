import { Skeleton } from '@/components/ui/skeleton'
import { useRepresentations } from '../api/representations-query'
import { groupRepresentations, representationMessages as t } from '../representations'
import { RepresentationsGroups } from './representations-groups'

/** Home section 10: representations in the four categories; hidden when there are none. */
export function RepresentationsSection() {
  const { data, isPending } = useRepresentations()
  if (isPending) return <Skeleton className="mx-auto my-16 h-64 max-w-7xl" />
  const groups = groupRepresentations(data ?? [])
  if (groups.length === 0) return null
  return (
    <section aria-labelledby="home-representacoes" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-10 text-center">
        <h2 id="home-representacoes" className="text-3xl font-black md:text-4xl">
          {t.homeTitle}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-white/80">{t.homeSubtitle}</p>
      </div>
      <RepresentationsGroups groups={groups} headingLevel="h3" tone="dark" />
    </section>
  )
}
