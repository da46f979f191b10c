import { cn } from '@/lib/cn'

export type StatusTone = 'waiting' | 'approved' | 'refused'

const tones: Record<StatusTone, string> = {
  waiting: 'border-amber-300/60 bg-amber-400/10 text-amber-200',
  approved: 'border-emerald-300/60 bg-emerald-400/10 text-emerald-200',
  refused: 'border-red-300/60 bg-red-400/10 text-red-200',
}

/** A request's status as a pill (text, never colour alone). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-3 py-0.5 text-sm font-semibold',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}
