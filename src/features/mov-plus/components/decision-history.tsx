import type { UseQueryResult } from '@tanstack/react-query'
import { formatMovementDate, movementIsoDay } from '@/lib/movement-time'
import { movPlusMessages as m } from '../messages'
import { SectionState } from './section-state'
import { StatusBadge, type StatusTone } from './status-badge'

interface HistoryRow {
  id: string
  title: string
  tone: StatusTone
  statusLabel: string
  created_at: string
  /** Set only for a refusal. */
  refusalReason: string | null
}

/**
 * What the member asked the presidency for (reports of missions, reward requests) and what it
 * decided: title, status, when, and the reason of a refusal.
 */
export function DecisionHistory<T>({
  id,
  title,
  empty,
  query,
  toRow,
  dated,
}: {
  id: string
  title: string
  empty: string
  query: UseQueryResult<T[]>
  toRow: (item: T) => HistoryRow
  /** "Enviado em 25/11/2026". */
  dated: (date: string) => string
}) {
  return (
    <div className="mt-10">
      <h3 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h3>
      <SectionState query={query} empty={empty}>
        {(items) => (
          <ul aria-labelledby={id} className="grid gap-2">
            {items.map(toRow).map((row) => (
              <li
                key={row.id}
                className="grid gap-1 rounded-2xl border border-white/10 bg-ink-900 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="break-words font-semibold">{row.title}</p>
                  <StatusBadge tone={row.tone}>{row.statusLabel}</StatusBadge>
                </div>
                <p className="text-sm text-white/75">
                  <time dateTime={movementIsoDay(row.created_at)}>
                    {dated(formatMovementDate(row.created_at))}
                  </time>
                </p>
                {row.refusalReason ? (
                  <p className="break-words text-sm text-red-200">
                    {m.refusalReason(row.refusalReason)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </div>
  )
}
