import { partnershipMessages as t } from '../messages'

/** Step n of total as a progress bar whose width animates over 0.5 s (instant under reduced motion). */
export function StepProgress({ step, total }: { step: number; total: number }) {
  const current = step + 1
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-accent-300">{t.stepOf(current, total)}</span>
        <span className="text-white/85">{t.stepTitles[step]}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={t.stepOf(current, total)}
        className="h-2 overflow-hidden rounded-full bg-white/15"
      >
        <div
          data-testid="step-progress-fill"
          className="h-full rounded-full bg-accent-400 transition-[width] duration-500 ease-out motion-reduce:transition-none"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
    </div>
  )
}
