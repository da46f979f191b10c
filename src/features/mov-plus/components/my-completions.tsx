import { formatMovementDate, movementIsoDay } from '@/lib/movement-time'
import { useMyCompletions, type CompletionStatus } from '../api/get-my-completions'
import { movPlusMessages as m } from '../messages'
import { SectionState } from './section-state'
import { StatusBadge, type StatusTone } from './status-badge'

const toneOf: Record<CompletionStatus, StatusTone> = {
  pendente: 'waiting',
  aprovada: 'approved',
  recusada: 'refused',
}

/** The member's own "concluí" notices and what the presidency decided. */
export function MyCompletions({ userId }: { userId: string }) {
  const query = useMyCompletions(userId)
  return (
    <div className="mt-10">
      <h3 id="mov-plus-my-completions" className="mb-4 text-xl font-semibold">
        {m.myCompletionsTitle}
      </h3>
      <SectionState query={query} empty={m.myCompletionsEmpty}>
        {(rows) => (
          <ul aria-labelledby="mov-plus-my-completions" className="grid gap-2">
            {rows.map((row) => (
              <li
                key={row.id}
                className="grid gap-1 rounded-2xl border border-white/10 bg-ink-900 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="break-words font-semibold">
                    {row.mission?.title ?? m.missionFallback}
                  </p>
                  <StatusBadge tone={toneOf[row.status]}>
                    {m.completionStatus[row.status]}
                  </StatusBadge>
                </div>
                <p className="text-sm text-white/75">
                  <time dateTime={movementIsoDay(row.created_at)}>
                    {m.sentOn(formatMovementDate(row.created_at))}
                  </time>
                </p>
                {row.status === 'recusada' && row.refusal_reason ? (
                  <p className="break-words text-sm text-red-200">
                    {m.refusalReason(row.refusal_reason)}
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
