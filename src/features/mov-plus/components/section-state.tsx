import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { movPlusMessages as m } from '../messages'

/** Loading, error, empty and data states of one MOV+ list. */
export function SectionState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>
  empty: string
  children: (rows: T[]) => ReactNode
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <SlowNotice className="md:col-span-3" />
      </div>
    )
  }
  if (query.isError)
    return (
      <ErrorState title={m.loadError} error={query.error} onRetry={() => void query.refetch()} />
    )
  if (query.data.length === 0) return <EmptyState title={empty} />
  return <>{children(query.data)}</>
}
