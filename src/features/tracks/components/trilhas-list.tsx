import { Clock, GraduationCap } from 'lucide-react'
import { Link } from 'react-router-dom'
import { usePageParam } from '@/components/ui/page-pagination'
import { CardGridSkeleton, ListSection, PagedList } from '@/components/ui/paged-list'
import { TRILHAS_PAGE_SIZE, useTrilhas } from '../api/get-trilhas'
import { hoursLabel, levelLabel } from '../format'
import { trackMessages as m } from '../messages'

/** Track list of `/redes-e-projetos/trilhas-formativas`, each linking to `/trilhas/{id}`. */
export function TrilhasList() {
  const page = usePageParam()
  const query = useTrilhas({ page, pageSize: TRILHAS_PAGE_SIZE })
  return (
    <ListSection id="trilhas-heading" heading={m.listHeading}>
      <PagedList
        query={query}
        page={page}
        pageSize={TRILHAS_PAGE_SIZE}
        messages={{ error: m.error, empty: m.empty, count: m.count, pagination: m.pagination }}
        skeleton={<CardGridSkeleton count={3} itemClassName="h-72" testId="trilhas-skeleton" />}
        itemClassName="flex"
        renderItem={(t) => (
          <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 hover:border-brand-300/60">
            {t.cover_image_url ? (
              <img
                src={t.cover_image_url}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="aspect-[16/9] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-3 p-5">
              <h3 className="text-xl font-bold leading-snug">
                <Link to={`/trilhas/${t.id}`} className="after:absolute after:inset-0">
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
            </div>
          </article>
        )}
      />
    </ListSection>
  )
}
