import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useMyLedger } from '../api/get-my-ledger'
import { useMyPoints } from '../hooks/use-my-points'
import { movPlusMessages as m } from '../messages'
import { LedgerList } from './ledger-list'
import { PointsSummary } from './points-summary'

export const LEDGER_PAGE_SIZE = 10

function Balance({ userId }: { userId: string }) {
  const points = useMyPoints(userId)
  if (points.isPending) {
    return (
      <div>
        <Skeleton className="h-24 max-w-xs" />
        <SlowNotice className="max-w-xs" />
      </div>
    )
  }
  if (!points.data)
    return <ErrorState title={m.balanceError} error={points.error} onRetry={points.refetch} />
  return <PointsSummary points={points.data} large />
}

function Ledger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1)
  const ledger = useMyLedger(userId, page, LEDGER_PAGE_SIZE)
  if (ledger.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <SlowNotice />
      </div>
    )
  }
  if (ledger.isError)
    return (
      <ErrorState
        title={m.ledgerError}
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
      />
    )
  const { entries, total } = ledger.data
  if (total === 0 && page === 1) return <EmptyState title={m.ledgerEmpty} />
  const pages = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE))
  return (
    <div className="grid gap-4" aria-busy={ledger.isPlaceholderData || undefined}>
      <LedgerList entries={entries} />
      {pages > 1 ? (
        <nav aria-label={m.ledgerNav} className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || ledger.isPlaceholderData}
            onClick={() => setPage((p) => p - 1)}
          >
            {m.ledgerNewer}
          </Button>
          <p aria-live="polite" className="text-sm text-white/80">
            {m.ledgerPage(page, pages)}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || ledger.isPlaceholderData}
            onClick={() => setPage((p) => p + 1)}
          >
            {m.ledgerOlder}
          </Button>
        </nav>
      ) : null}
    </div>
  )
}

/** The signed-in member's points (saldo, reserved, available) and the ledger, page by page. */
export function MyPointsSection({ userId }: { userId: string }) {
  return (
    <section aria-labelledby="mov-plus-my-points" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="mov-plus-my-points" className="mb-6 text-2xl font-bold md:text-3xl">
        {m.myPointsTitle}
      </h2>
      <Balance userId={userId} />
      <h3 className="mb-4 mt-8 text-xl font-semibold">{m.ledgerTitle}</h3>
      <Ledger userId={userId} />
    </section>
  )
}
