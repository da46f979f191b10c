import { formatMovementDate, movementIsoDay } from '@/lib/movement-time'
import { useMyRedemptions, type RedemptionStatus } from '../api/get-my-redemptions'
import { movPlusMessages as m } from '../messages'
import { SectionState } from './section-state'
import { StatusBadge, type StatusTone } from './status-badge'

const toneOf: Record<RedemptionStatus, StatusTone> = {
  pendente: 'waiting',
  aprovado: 'approved',
  recusado: 'refused',
}

/** "Meus resgates": the member's requests and what the presidency decided. */
export function MyRedemptions({ userId }: { userId: string }) {
  const query = useMyRedemptions(userId)
  return (
    <div className="mt-10">
      <h3 id="mov-plus-my-redemptions" className="mb-4 text-xl font-semibold">
        {m.myRedemptionsTitle}
      </h3>
      <SectionState query={query} empty={m.myRedemptionsEmpty}>
        {(rows) => (
          <ul aria-labelledby="mov-plus-my-redemptions" className="grid gap-2">
            {rows.map((row) => (
              <li
                key={row.id}
                className="grid gap-1 rounded-2xl border border-white/10 bg-ink-900 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="break-words font-semibold">
                    {row.reward?.title ?? m.rewardFallback}
                  </p>
                  <StatusBadge tone={toneOf[row.status]}>
                    {m.redemptionStatus[row.status]}
                  </StatusBadge>
                </div>
                <p className="text-sm text-white/75">
                  <time dateTime={movementIsoDay(row.created_at)}>
                    {m.requestedOn(formatMovementDate(row.created_at))}
                  </time>
                </p>
                {row.status === 'recusado' && row.refusal_reason ? (
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
