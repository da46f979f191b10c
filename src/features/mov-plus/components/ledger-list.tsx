import { formatMovementDateTime, movementIsoDay } from '@/lib/movement-time'
import { cn } from '@/lib/cn'
import type { LedgerEntry } from '../api/get-my-ledger'
import { movPlusMessages as m } from '../messages'

/** The entries of one ledger page: reason, mission, signed points, date and who awarded them. */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  return (
    <ul className="grid gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-2xl border border-white/10 bg-ink-900 p-4"
        >
          <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
            <p className="break-words font-semibold">{entry.reason}</p>
            {entry.mission_title ? (
              <p className="break-words text-sm text-white/80">
                {m.ledgerMission(entry.mission_title)}
              </p>
            ) : null}
            <p className="text-sm text-white/75">
              <time dateTime={movementIsoDay(entry.created_at)}>
                {formatMovementDateTime(entry.created_at)}
              </time>
              {' · '}
              {entry.awarded_by_name
                ? m.ledgerAwardedBy(entry.awarded_by_name)
                : m.ledgerAwardedByUnknown}
            </p>
          </div>
          <p
            className={cn(
              'shrink-0 text-lg font-bold',
              entry.points < 0 ? 'text-red-300' : 'text-accent-300',
            )}
          >
            {m.signedPoints(entry.points)}
          </p>
        </li>
      ))}
    </ul>
  )
}
