import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Skeleton } from './skeleton'
import { SlowNotice } from './slow-notice'
import { ErrorState } from './states'

/**
 * The states of a section read by `query`: `loading` until the first answer (it should hold a
 * `SlowNotice`, as `PendingSection` does; the default does), the error with "Tentar novamente"
 * when there is nothing to show, `empty` (nothing by default: the section hides) when `isEmpty`
 * says so, else `children`. Data already shown stays when a later refetch fails. An errored
 * query refetches by itself when the browser comes back online (react-query's reconnect).
 */
export function QueryState<T>({
  query,
  loading,
  error,
  isEmpty,
  empty = null,
  children,
}: {
  query: UseQueryResult<T>
  loading?: ReactNode
  /** The error state, given the retry and the failure (a generic `ErrorState` by default). */
  error?: (retry: () => void, failure: unknown) => ReactNode
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (query.data === undefined) {
    if (query.isError) {
      const retry = () => void query.refetch()
      return error ? error(retry, query.error) : <ErrorState error={query.error} onRetry={retry} />
    }
    return (
      loading ?? (
        <div aria-busy="true">
          <Skeleton className="h-32" />
          <SlowNotice />
        </div>
      )
    )
  }
  if (isEmpty?.(query.data)) return empty
  return children(query.data)
}
