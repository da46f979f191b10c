import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'

export function ErrorState({
  title = 'Não foi possível carregar o conteúdo.',
  description = 'Verifique sua conexão e tente novamente.',
  onRetry,
  className,
}: {
  title?: string
  description?: string
  onRetry?: () => void
  className?: string
}) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-2xl border border-red-400/40 bg-red-950/30 p-6 text-center',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm opacity-90">{description}</p>
      {onRetry ? (
        <Button className="mt-4" variant="outline" size="sm" onClick={onRetry}>
          Tentar novamente
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
