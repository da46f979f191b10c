import { cn } from '@/lib/cn'
import { proposalStatusLabel } from '../../proposals-messages'

/** "Nova" (amber) or "Tratada" (green), both dark text on a pale fill (AA contrast). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'nova' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {proposalStatusLabel(status)}
    </span>
  )
}
