import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { cn } from '@/lib/cn'
import { isPageOutOfRange, PageOutOfRange, PagePagination } from './page-pagination'
import { Skeleton } from './skeleton'
import { SlowNotice } from './slow-notice'
import { EmptyState, ErrorState } from './states'

/** One page of a list and the exact number of rows in the whole list. */
export type Page<T> = { items: T[]; total: number }

/** The pt-BR texts of a paged list's states. */
type PagedListMessages = {
  error: string
  empty: string
  emptyDescription?: string
  /** The line above the items (none without it). */
  count?: (total: number) => ReactNode
  /** The pagination's accessible name ("Paginação" without it). */
  pagination?: string
}

type Body<T> =
  | {
      /** One `<li>` per item inside the list (`listClassName`, a 3-column card grid by default). */
      renderItem: (item: T, index: number) => ReactNode
      listClassName?: string
      itemClassName?: string
      renderItems?: never
    }
  | {
      /** The whole page at once, for lists that lay their items out themselves (e.g. grouped). */
      renderItems: (items: T[]) => ReactNode
      renderItem?: never
      listClassName?: never
      itemClassName?: never
    }

const CARD_GRID_CLASS = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
/** The card grid of the filtered listings (programs, manifestos, publications). */
export const FILTERED_GRID_CLASS = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

/**
 * The loading, error and empty states of a list read a page at a time, else `children` with the
 * page. With `detectPageOutOfRange`, a page past the end shows "Esta página não existe." instead
 * of the error.
 */
export function ListStates<T>({
  query,
  skeleton,
  error,
  empty,
  emptyDescription,
  detectPageOutOfRange = false,
  children,
}: {
  query: UseQueryResult<Page<T>>
  skeleton: ReactNode
  error: string
  empty: string
  emptyDescription?: string
  detectPageOutOfRange?: boolean
  children: (page: Page<T>) => ReactNode
}) {
  if (query.isPending) {
    return (
      <>
        {skeleton}
        <SlowNotice />
      </>
    )
  }
  if (query.isError) {
    return detectPageOutOfRange && isPageOutOfRange(query.error) ? (
      <PageOutOfRange />
    ) : (
      <ErrorState title={error} error={query.error} onRetry={() => void query.refetch()} />
    )
  }
  if (query.data.items.length === 0) {
    return <EmptyState title={empty} description={emptyDescription} />
  }
  return children(query.data)
}

/**
 * The states of a paged list read from `?pagina=`: `skeleton` while loading; an error with
 * "Tentar novamente" (or "Esta página não existe." when the page is past the end); the empty
 * state; else the count (when `messages.count` is given), the items and the previous/next
 * pagination links (they keep the other query parameters, e.g. the filters).
 */
export function PagedList<T extends { id: string | number }>({
  query,
  page,
  pageSize,
  messages,
  skeleton,
  countClassName = 'mb-4 text-white/85',
  countLive = false,
  ...body
}: {
  query: UseQueryResult<Page<T>>
  page: number
  pageSize: number
  messages: PagedListMessages
  skeleton: ReactNode
  countClassName?: string
  /** Announce the count politely when it changes (e.g. a list filtered by a search). */
  countLive?: boolean
} & Body<T>) {
  return (
    <ListStates
      query={query}
      skeleton={skeleton}
      error={messages.error}
      empty={messages.empty}
      emptyDescription={messages.emptyDescription}
      detectPageOutOfRange
    >
      {({ items, total }) => (
        <>
          {messages.count ? (
            <p className={countClassName} aria-live={countLive ? 'polite' : undefined}>
              {messages.count(total)}
            </p>
          ) : null}
          {body.renderItems ? (
            body.renderItems(items)
          ) : (
            <ul className={body.listClassName ?? CARD_GRID_CLASS}>
              {items.map((item, i) => (
                <li key={item.id} className={body.itemClassName}>
                  {body.renderItem(item, i)}
                </li>
              ))}
            </ul>
          )}
          <PagePagination
            page={page}
            pageSize={pageSize}
            total={total}
            label={messages.pagination}
          />
        </>
      )}
    </ListStates>
  )
}

/** Loading placeholder of a filtered card grid: `count` busy cards named `label`. */
export function BusyGridSkeleton({
  label,
  count,
  itemClassName,
}: {
  /** The accessible name of the loading grid (e.g. "Carregando programas"). */
  label: string
  count: number
  itemClassName: string
}) {
  return (
    <div className={FILTERED_GRID_CLASS} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  )
}

/** Loading placeholder of a card grid: `count` hidden cards of height `itemClassName`. */
export function CardGridSkeleton({
  count,
  itemClassName,
  testId,
}: {
  count: number
  itemClassName: string
  testId: string
}) {
  return (
    <ul className={CARD_GRID_CLASS} aria-hidden="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className={itemClassName} />
        </li>
      ))}
    </ul>
  )
}

/** Loading placeholder of a one-column list: `count` rows of height `itemClassName`. */
export function StackSkeleton({
  count,
  itemClassName,
  testId,
  gapClassName = 'gap-4',
  hidden = false,
}: {
  count: number
  itemClassName: string
  testId: string
  gapClassName?: string
  /** Also hide the container from assistive technology (each row already is). */
  hidden?: boolean
}) {
  return (
    <div
      className={cn('grid', gapClassName)}
      aria-hidden={hidden ? 'true' : undefined}
      data-testid={testId}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  )
}

/** The `<section>` + `<h2>` that frames a paged list on a listing page. */
export function ListSection({
  id,
  heading,
  children,
}: {
  id: string
  heading: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id={id} className="mb-6 text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  )
}
