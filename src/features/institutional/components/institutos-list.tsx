import { MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import {
  isPageOutOfRange,
  PageOutOfRange,
  PagePagination,
  usePageParam,
} from '@/components/ui/page-pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { INSTITUTOS_PAGE_SIZE, useInstitutos } from '../api/get-institutos'
import { institutionalMessages as m } from '../messages'

export function placeOf(i: { city: string | null; state: string | null }): string {
  return [i.city, i.state].filter(Boolean).join(' — ')
}

/** The institutes of the network, each linking to `/institutos/{id}`. */
export function InstitutosList() {
  const page = usePageParam()
  const query = useInstitutos({ page, pageSize: INSTITUTOS_PAGE_SIZE })
  return (
    <section aria-labelledby="institutos-heading" className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id="institutos-heading" className="mb-6 text-2xl font-bold">
        {m.institutosHeading}
      </h2>
      {query.isPending ? (
        <ul
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-hidden="true"
          data-testid="institutos-skeleton"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-40" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        isPageOutOfRange(query.error) ? (
          <PageOutOfRange />
        ) : (
          <ErrorState title={m.institutosError} onRetry={() => void query.refetch()} />
        )
      ) : query.data.items.length === 0 ? (
        <EmptyState title={m.institutosEmpty} />
      ) : (
        <>
          <p className="mb-4 text-white/85">{m.institutosCount(query.data.total)}</p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.items.map((i) => (
              <li key={i.id}>
                <article className="relative flex h-full items-center gap-4 rounded-2xl border border-white/10 bg-ink-900 p-5 hover:border-brand-300/60">
                  {i.logo_url ? (
                    <img
                      src={i.logo_url}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      decoding="async"
                      className="h-16 w-16 shrink-0 rounded-xl bg-white object-contain p-1"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-2xl font-black"
                    >
                      {i.name.charAt(0)}
                    </span>
                  )}
                  <div className="min-w-0">
                    <h3 className="text-lg font-bold">
                      <Link to={`/institutos/${i.id}`} className="after:absolute after:inset-0">
                        {i.name}
                      </Link>
                    </h3>
                    {placeOf(i) ? (
                      <p className="mt-1 inline-flex items-center gap-1 text-sm text-white/80">
                        <MapPin aria-hidden="true" className="h-4 w-4" />
                        {placeOf(i)}
                      </p>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <PagePagination
            page={page}
            pageSize={INSTITUTOS_PAGE_SIZE}
            total={query.data.total}
            label={m.institutosPagination}
          />
        </>
      )}
    </section>
  )
}
