// Light-surface states of the inbox and people lists: loading, error, empty, past the end, pages.
import type { UseQueryResult } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { isPageOutOfRange, PAGE_PARAM } from '@/components/ui/page-pagination'
import { cn } from '@/lib/cn'
import { AdminEmptyState, AdminErrorState } from '../states'
import { linkClass } from './list-parts'

const pillLinkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full border border-gray-400 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Placeholder rows while a list loads. */
export function ListLoading({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="h-16 animate-pulse rounded-xl bg-gray-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  )
}

function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete(PAGE_PARAM)
  else next.set(PAGE_PARAM, String(page))
  const qs = next.toString()
  return qs ? `?${qs}` : '?'
}

/** Shown instead of the list when `?pagina=` is past its end. */
export function LightPageOutOfRange() {
  const [params] = useSearchParams()
  return (
    <AdminEmptyState
      title="Esta página não existe."
      description="A lista tem menos páginas do que o endereço pede."
    >
      <Link to={pageHref(params, 1)} className={cn(linkClass, 'mt-4 inline-block')}>
        Ir para a primeira página
      </Link>
    </AdminEmptyState>
  )
}

/** Previous/next links that keep the filters; hidden when there is one page. */
export function LightPagination({
  page,
  pageSize,
  total,
  label,
}: {
  page: number
  pageSize: number
  total: number
  label: string
}) {
  const [params] = useSearchParams()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={pageHref(params, Math.min(page - 1, pages))} className={pillLinkClass}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Página anterior
        </Link>
      ) : null}
      <p className="px-2 text-sm text-gray-800">
        Página {Math.min(page, pages)} de {pages}
      </p>
      {page < pages ? (
        <Link to={pageHref(params, page + 1)} className={pillLinkClass}>
          Próxima página
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  )
}

/**
 * The body of a paged list read from `?pagina=`: loading rows, the error with "Tentar novamente"
 * (or "Esta página não existe." past the end), the empty state, else the count, the items and
 * the previous/next links.
 */
export function PagedListBody<T>({
  query,
  label,
  page,
  pageSize,
  messages,
  children,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>
  label: string
  page: number
  pageSize: number
  messages: {
    loading: string
    error: string
    empty: string
    emptyDescription?: string
    count: (total: number) => string
    pagination: string
  }
  children: (items: T[]) => ReactNode
}) {
  let body: ReactNode
  if (query.isPending) body = <ListLoading label={messages.loading} />
  else if (query.isError) {
    body = isPageOutOfRange(query.error) ? (
      <LightPageOutOfRange />
    ) : (
      <AdminErrorState
        title={messages.error}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  } else if (query.data.items.length === 0) {
    body = <AdminEmptyState title={messages.empty} description={messages.emptyDescription} />
  } else {
    body = (
      <>
        <p className="text-sm text-gray-700" aria-live="polite">
          {messages.count(query.data.total)}
        </p>
        {children(query.data.items)}
        <LightPagination
          page={page}
          pageSize={pageSize}
          total={query.data.total}
          label={messages.pagination}
        />
      </>
    )
  }
  return (
    <section aria-label={label} aria-busy={query.isFetching || undefined} className="grid gap-4">
      {body}
    </section>
  )
}
