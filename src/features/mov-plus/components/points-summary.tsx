import { cn } from '@/lib/cn'
import type { MyPoints } from '../hooks/use-my-points'
import { movPlusMessages as m } from '../messages'

/**
 * "Saldo", "Reservados" and "Disponíveis", in these words on every screen that shows a member's
 * points (docs/decisions/spec-deviations.md). `large` is the figure at the top of "Meus pontos", with what the words mean;
 * the compact line sits above the rewards.
 */
export function PointsSummary({ points, large = false }: { points: MyPoints; large?: boolean }) {
  const rows = [
    [m.saldoLabel, points.saldo],
    [m.reservedLabel, points.reserved],
    [m.availableLabel, points.available],
  ] as const
  return (
    <div
      role="group"
      aria-label={m.pointsSummaryLabel}
      className={cn('grid gap-2', large && 'max-w-xl')}
    >
      <dl
        className={cn(
          'flex flex-wrap gap-x-6 gap-y-2',
          large && 'rounded-2xl border border-accent-300/40 bg-ink-900 px-6 py-4',
        )}
      >
        {rows.map(([label, value], i) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-sm font-semibold uppercase tracking-wide text-white/80">{label}</dt>
            <dd
              className={cn(
                'font-black',
                i === 0 ? 'text-accent-300' : 'text-white',
                large ? (i === 0 ? 'text-4xl' : 'text-2xl') : 'text-lg',
              )}
            >
              {m.points(value)}
            </dd>
          </div>
        ))}
      </dl>
      {large ? <p className="text-sm text-white/80">{m.pointsSummaryHint}</p> : null}
    </div>
  )
}
