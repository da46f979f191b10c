import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { requestErrorMessage } from '@/lib/request-errors'
import { Button } from './button'
import { errorStateCheckConnection, errorStateRetry, errorStateTitle } from './primitive-messages'

/**
 * A read that failed: `title`, then what went wrong in pt-BR (from `error`, by kind: timeout, no
 * connection, service down, too many attempts; never the server's own text), and "Tentar novamente".
 */
export function ErrorState({
  title = errorStateTitle,
  description,
  error,
  onRetry,
  className,
}: {
  title?: string
  description?: string
  /** The failure itself: the description says what kind of failure it was. */
  error?: unknown
  onRetry?: () => void
  className?: string
}) {
  const detail =
    description ??
    (error == null
      ? errorStateCheckConnection
      : requestErrorMessage(error, errorStateCheckConnection))
  return (
    <div
      role="alert"
      className={cn(
        'rounded-2xl border border-red-400/40 bg-red-950/30 p-6 text-center',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm opacity-90">{detail}</p>
      {onRetry ? (
        <Button className="mt-4" variant="outline" size="sm" onClick={onRetry}>
          {errorStateRetry}
        </Button>
      ) : null}
    </div>
  )
}

export function EmptyState({
  title,
  description,
  children,
  className,
}: {
  title: string
  description?: string
  children?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('rounded-2xl border border-white/10 p-8 text-center', className)}>
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-1 text-sm opacity-90">{description}</p> : null}
      {children}
    </div>
  )
}
