import type { ComponentProps, ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ItemNotFound } from './item-not-found'
import { Seo } from './seo'
import { Skeleton } from './skeleton'
import { SlowNotice } from './slow-notice'
import { ErrorState } from './states'

type Width = 'max-w-3xl' | 'max-w-4xl'

/** Loading placeholder of a page about one item: one hidden row per class in `rows`. */
export function ItemSkeleton({
  rows,
  testId,
  width = 'max-w-4xl',
}: {
  rows: string[]
  testId: string
  width?: Width
}) {
  return (
    <div className={`mx-auto grid ${width} gap-4 px-4 py-12`} data-testid={testId}>
      {rows.map((row, i) => (
        <Skeleton key={i} className={row} />
      ))}
    </div>
  )
}

/** The pt-BR texts of the error state of a page about one item. */
type ItemErrorMessages = {
  /** The `<h1>` and the page title while the item cannot be read. */
  heading: string
  /** The error's own text. */
  title: string
  /** The page's meta description; the error's text when missing. */
  description?: string
}

/** Error state of a page about one item: its title, an `<h1>` and "Tentar novamente". */
function ItemError({
  messages,
  onRetry,
  error,
  width = 'max-w-4xl',
}: {
  messages: ItemErrorMessages
  onRetry: () => void
  /** The failure: the error state says its kind (timeout, no connection, service down). */
  error?: unknown
  width?: Width
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-12`}>
      <Seo title={messages.heading} description={messages.description ?? messages.title} />
      <h1 className="mb-6 text-3xl font-black">{messages.heading}</h1>
      <ErrorState title={messages.title} error={error} onRetry={onRetry} />
    </div>
  )
}

/**
 * The states of a page about one item read by `query` (whose data is null when there is no such
 * item): `skeleton` while loading, the error with a retry, the not-found page, else `children`.
 */
export function ItemQueryView<T>({
  query,
  skeleton,
  error,
  notFound,
  missing = false,
  width,
  children,
}: {
  query: UseQueryResult<T | null>
  skeleton: ReactNode
  error: ItemErrorMessages
  notFound: ComponentProps<typeof ItemNotFound>
  /** Also show the not-found page when true (e.g. the item is not part of its parent). */
  missing?: boolean
  width?: Width
  /** Renders the item; it may not call hooks (it runs inside this component). */
  children: (item: NonNullable<T>) => ReactNode
}) {
  if (query.isPending) {
    return (
      <>
        {skeleton}
        <SlowNotice className="px-4 pb-12" />
      </>
    )
  }
  if (query.isError) {
    return (
      <ItemError
        messages={error}
        error={query.error}
        onRetry={() => void query.refetch()}
        width={width}
      />
    )
  }
  const item = query.data
  if (item == null || missing) return <ItemNotFound {...notFound} />
  return children(item)
}
