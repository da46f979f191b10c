import { cn } from '@/lib/cn'
import { SLOW_TEXT, useSlow } from './slow-notice'

export function Spinner({
  className,
  label = 'Carregando...',
  slowNotice = false,
}: {
  className?: string
  label?: string
  /** Say, inside the same status, when the wait gets long (for spinners that stand for a page). */
  slowNotice?: boolean
}) {
  const slow = useSlow()
  return (
    <span
      role="status"
      className={cn('inline-flex items-center', slowNotice && 'flex-col gap-4', className)}
    >
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
      {slowNotice && slow ? <span className="text-center text-sm">{SLOW_TEXT}</span> : null}
    </span>
  )
}

/** Full-area spinner shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 text-brand-300">
      <Spinner slowNotice className="[&>span:first-child]:h-10 [&>span:first-child]:w-10" />
    </div>
  )
}
