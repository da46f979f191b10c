import { Clock, GraduationCap } from 'lucide-react'
import { Link } from 'react-router-dom'
import { CoverCard } from '@/components/ui/cover-card'
import { usePageParam } from '@/components/ui/page-pagination'
import { CardGridSkeleton, ListSection, PagedList } from '@/components/ui/paged-list'
import { TRACKS_PAGE_SIZE, useTracks } from '../api/get-tracks'
import { hoursLabel, levelLabel } from '../format'
import { trackMessages as m } from '../messages'
import { href, trackPath } from '@/config/paths'

/** Track list of `/redes-e-projetos/trilhas-formativas`, each linking to `/trilhas/{id}`. */
export function TracksList() {
  const page = usePageParam()
  const query = useTracks({ page, pageSize: TRACKS_PAGE_SIZE })
  return (
    <ListSection id="trilhas-heading" heading={m.listHeading}>
      <PagedList
        query={query}
        page={page}
        pageSize={TRACKS_PAGE_SIZE}
        messages={{ error: m.error, empty: m.empty, count: m.count, pagination: m.pagination }}
        skeleton={<CardGridSkeleton count={3} itemClassName="h-72" testId="trilhas-skeleton" />}
        itemClassName="flex"
        renderItem={(t) => (
          <CoverCard image={t.cover_image_url} bodyClassName="gap-3">
            <h3 className="text-xl font-bold leading-snug">
              <Link to={href(trackPath, { id: t.id })} className="after:absolute after:inset-0">
                {t.title}
              </Link>
            </h3>
            <p className="line-clamp-3 text-white/85">{t.description}</p>
            <dl className="mt-auto flex flex-wrap gap-x-5 gap-y-1 text-sm text-white/85">
              <div className="inline-flex items-center gap-1">
                <GraduationCap aria-hidden="true" className="h-4 w-4" />
                <dt className="sr-only">{m.level}</dt>
                <dd>{levelLabel(t.level)}</dd>
              </div>
              <div className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="h-4 w-4" />
                <dt className="sr-only">{m.hours}</dt>
                <dd>{hoursLabel(t.estimated_hours)}</dd>
              </div>
            </dl>
          </CoverCard>
        )}
      />
    </ListSection>
  )
}
