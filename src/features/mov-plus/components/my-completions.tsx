import { useMyCompletions, type CompletionStatus } from '../api/get-my-completions'
import { movPlusMessages as m } from '../messages'
import { DecisionHistory } from './decision-history'
import type { StatusTone } from './status-badge'

const toneOf: Record<CompletionStatus, StatusTone> = {
  pendente: 'waiting',
  aprovada: 'approved',
  recusada: 'refused',
}

/** The member's own "concluí" notices and what the presidency decided. */
export function MyCompletions({ userId }: { userId: string }) {
  return (
    <DecisionHistory
      id="mov-plus-my-completions"
      title={m.myCompletionsTitle}
      empty={m.myCompletionsEmpty}
      query={useMyCompletions(userId)}
      dated={m.sentOn}
      toRow={(row) => ({
        id: row.id,
        title: row.mission?.title ?? m.missionFallback,
        tone: toneOf[row.status],
        statusLabel: m.completionStatus[row.status],
        created_at: row.created_at,
        refusalReason: row.status === 'recusada' ? row.refusal_reason : null,
      })}
    />
  )
}
