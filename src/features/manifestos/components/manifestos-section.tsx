import { Link } from 'react-router-dom'
import { QueryState } from '@/components/ui/query-state'
import {
  FailedSection,
  PendingSection,
  SectionHeading,
  SkeletonCards,
} from '@/components/ui/section-heading'
import { HOME_MANIFESTOS_LIMIT, useHomeManifestos } from '../api/get-home-manifestos'
import { manifestoMessages as t } from '../messages'
import { ManifestoCard } from './manifesto-card'
import { manifestosPath } from '@/config/paths'

/** Home section 9: the first three manifestos, and a way to all of them when there are more. */
export function ManifestosSection() {
  const frame = { id: 'home-manifestos', title: t.homeTitle, subtitle: t.homeSubtitle }
  return (
    <QueryState
      query={useHomeManifestos()}
      loading={
        <PendingSection {...frame}>
          <SkeletonCards cardClassName="h-64" />
        </PendingSection>
      }
      error={(retry, failure) => <FailedSection {...frame} error={failure} onRetry={retry} />}
      isEmpty={(data) => data.items.length === 0}
    >
      {({ items, total }) => (
        <section aria-labelledby="home-manifestos" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="home-manifestos" title={t.homeTitle} subtitle={t.homeSubtitle} />
          <ul className="grid gap-6 md:grid-cols-3">
            {items.map((manifesto) => (
              <li key={manifesto.id}>
                <ManifestoCard manifesto={manifesto} />
              </li>
            ))}
          </ul>
          {total > HOME_MANIFESTOS_LIMIT ? (
            <div className="mt-10 text-center">
              <Link
                to={manifestosPath}
                className="inline-flex rounded-full border border-white/40 px-6 py-3 font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
              >
                {t.seeAll}
              </Link>
            </div>
          ) : null}
        </section>
      )}
    </QueryState>
  )
}
