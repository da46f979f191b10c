import { Clock, GraduationCap } from 'lucide-react'
import { Link } from 'react-router-dom'
import {
  isPageOutOfRange,
  PageOutOfRange,
  PagePagination,
  usePageParam,
} from '@/components/ui/page-pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { TRILHAS_PAGE_SIZE, useTrilhas } from '../api/get-trilhas'
import { hoursLabel, levelLabel } from '../format'
import { trackMessages as m } from '../messages'

/** Track list of `/redes-e-projetos/trilhas-formativas`, each linking to `/trilhas/{id}`. */
export function TrilhasList() {
  const page = usePageParam()
  const query = useTrilhas({ page, pageSize: TRILHAS_PAGE_SIZE })
  return (
    <section aria-labelledby="trilhas-heading" className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id="trilhas-heading" className="mb-6 text-2xl font-bold">
        {m.listHeading}
      </h2>
      {query.isPending ? (
        <ul
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-hidden="true"
          data-testid="trilhas-skeleton"
        >
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-72" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        isPageOutOfRange(query.error) ? (
          <PageOutOfRange />
        ) : (
          <ErrorState title={m.error} onRetry={() => void query.refetch()} />
        )
      ) : query.data.items.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <>
          <p className="mb-4 text-white/85">{m.count(query.data.total)}</p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.items.map((t) => (
              <li key={t.id} className="flex">
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
              </li>
            ))}
          </ul>
          <PagePagination
            page={page}
            pageSize={TRILHAS_PAGE_SIZE}
            total={query.data.total}
            label={m.pagination}
          />
        </>
      )}
    </section>
  )
}
