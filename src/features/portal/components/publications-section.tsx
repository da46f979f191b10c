import { Link } from 'react-router-dom'
import { CarouselControls, useCarousel } from '@/components/ui/carousel'
import { QueryState } from '@/components/ui/query-state'
import {
  FailedSection,
  PendingSection,
  SectionHeading,
  SkeletonCards,
} from '@/components/ui/section-heading'
import { useHomePublications } from '../api/get-home-publications'
import { portalMessages as t } from '../messages'
import { PublicationCard } from './publication-card'
import { portalPath } from '@/config/paths'

const PER_PAGE = 3
const frame = { id: 'home-conteudos', title: t.homeTitle, subtitle: t.homeSubtitle }

/** Home section 5: the newest publications, three per page, paged by hand. */
export function PublicationsSection() {
  const query = useHomePublications()
  const publications = query.data ?? []
  const pager = useCarousel({ count: Math.ceil(publications.length / PER_PAGE), wrap: false })
  const visible = publications.slice(pager.index * PER_PAGE, pager.index * PER_PAGE + PER_PAGE)
  return (
    <QueryState
      query={query}
      loading={
        <PendingSection {...frame}>
          <SkeletonCards cardClassName="h-96" />
        </PendingSection>
      }
      error={(retry, failure) => <FailedSection {...frame} error={failure} onRetry={retry} />}
      isEmpty={(rows) => rows.length === 0}
    >
      {() => (
        <section aria-labelledby="home-conteudos" className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading id="home-conteudos" title={t.homeTitle} subtitle={t.homeSubtitle} />
          <ul className="grid gap-6 md:grid-cols-3">
            {visible.map((publication) => (
              <li key={publication.id}>
                <PublicationCard publication={publication} />
              </li>
            ))}
          </ul>
          {pager.count > 1 ? (
            <p className="sr-only" aria-live="polite">
              {t.pageStatus(pager.index + 1, pager.count)}
            </p>
          ) : null}
          <CarouselControls
            className="mt-8"
            carousel={pager}
            dots={false}
            labels={{
              previous: t.previousPage,
              next: t.nextPage,
              goTo: (n) => t.pageStatus(n, pager.count),
            }}
          />
          <div className="mt-8 text-center">
            <Link
              to={portalPath}
              className="inline-flex rounded-full border border-white/40 px-6 py-3 font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300"
            >
              {t.seeAll}
            </Link>
          </div>
        </section>
      )}
    </QueryState>
  )
}
