import { Link } from 'react-router-dom'
import {
  isPageOutOfRange,
  PageOutOfRange,
  PagePagination,
  usePageParam,
} from '@/components/ui/page-pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { PESQUISAS_PAGE_SIZE, usePesquisas } from '../api/get-pesquisas'
import { researchMessages as m } from '../messages'

/** Research list of `/redes-e-projetos/pesquisas`, each linking to `/pesquisas/{id}`. */
export function PesquisasList() {
  const page = usePageParam()
  const query = usePesquisas({ page, pageSize: PESQUISAS_PAGE_SIZE })
  return (
    <section aria-labelledby="pesquisas-heading" className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id="pesquisas-heading" className="mb-6 text-2xl font-bold">
        {m.listHeading}
      </h2>
      {query.isPending ? (
        <ul
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-hidden="true"
          data-testid="pesquisas-skeleton"
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
            {query.data.items.map((p) => (
              <li key={p.id} className="flex">
                <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-ink-900 hover:border-brand-300/60">
                  {p.cover_image_url ? (
                    <img
                      src={p.cover_image_url}
                      alt=""
                      width={640}
                      height={360}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[16/9] w-full object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <p className="text-sm font-bold text-accent-300">{p.year}</p>
                    <h3 className="text-xl font-bold leading-snug">
                      <Link to={`/pesquisas/${p.id}`} className="after:absolute after:inset-0">
                        {p.title}
                      </Link>
                    </h3>
                    <p className="text-sm text-white/80">{p.authors}</p>
                    <p className="line-clamp-3 text-white/85">{p.summary}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <PagePagination
            page={page}
            pageSize={PESQUISAS_PAGE_SIZE}
            total={query.data.total}
            label={m.pagination}
          />
        </>
      )}
    </section>
  )
}
