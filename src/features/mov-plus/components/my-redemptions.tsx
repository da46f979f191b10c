import { useMyRedemptions, type RedemptionStatus } from '../api/get-my-redemptions'
import { movPlusMessages as m } from '../messages'
import { DecisionHistory } from './decision-history'
import type { StatusTone } from './status-badge'

const toneOf: Record<RedemptionStatus, StatusTone> = {
  pendente: 'waiting',
  aprovado: 'approved',
  recusado: 'refused',
}

/** "Meus resgates": the member's requests and what the presidency decided. */
export function MyRedemptions({ userId }: { userId: string }) {
  return (
    <DecisionHistory
      id="mov-plus-my-redemptions"
      title={m.myRedemptionsTitle}
      empty={m.myRedemptionsEmpty}
      query={useMyRedemptions(userId)}
      dated={m.requestedOn}
      toRow={(row) => ({
        id: row.id,
        title: row.reward?.title ?? m.rewardFallback,
        tone: toneOf[row.status],
        statusLabel: m.redemptionStatus[row.status],
        created_at: row.created_at,
        refusalReason: row.status === 'recusado' ? row.refusal_reason : null,
      })}
    />
  )
}
