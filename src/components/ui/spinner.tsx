import { cn } from '@/lib/cn'
import { SlowNotice } from './slow-notice'

export function Spinner({
  className,
  label = 'Carregando...',
}: {
  className?: string
  label?: string
}) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** Full-area spinner shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 text-brand-300">
      <Spinner className="[&>span:first-child]:h-10 [&>span:first-child]:w-10" />
      <SlowNotice />
    </div>
  )
}
