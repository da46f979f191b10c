// The inbox and people lists' body: loading rows, then the area's error/empty/past-the-end states
// and pagination (shared with the content lists).
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isPageOutOfRange } from '@/components/ui/page-pagination'
import { ListOutOfRange, ListPagination } from '../resource/list-pagination'
import { AdminEmptyState, AdminErrorState } from '../states'

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
      <ListOutOfRange />
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
        <ListPagination
          page={page}
          pages={Math.max(1, Math.ceil(query.data.total / pageSize))}
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

/** The states' texts of a filtered list, from its messages: the empty state says whether filters are set. */
export function filteredListMessages(
  t: {
    loading: string
    errorTitle: string
    emptyFiltered: string
    emptyNone: string
    emptyFilteredDescription?: string
    emptyNoneDescription?: string
    count: (total: number) => string
    pagination: string
  },
  filtered: boolean,
) {
  return {
    loading: t.loading,
    error: t.errorTitle,
    empty: filtered ? t.emptyFiltered : t.emptyNone,
    emptyDescription: filtered ? t.emptyFilteredDescription : t.emptyNoneDescription,
    count: t.count,
    pagination: t.pagination,
  }
}
