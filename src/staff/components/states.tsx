// The admin screens' async states on the light surface (the shared ones are drawn for the dark
// public pages).
import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { adminError } from '../api/errors'
import { listMessages } from '../messages'
import { AdminButton } from './admin-button'

export function AdminSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-40 items-center justify-center text-brand-700', className)}>
      <Spinner label={label} className="[&>span:first-child]:h-8 [&>span:first-child]:w-8" />
    </div>
  )
}

/** An error box with the mapped pt-BR message, the server's words and "Tentar novamente". */
export function AdminErrorState({
  title,
  error,
  onRetry,
}: {
  title: string
  error: unknown
  onRetry?: () => void
}) {
  const { message, detail } = adminError(error)
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      {detail ? <p className="mt-1 text-xs text-red-800">{detail}</p> : null}
      {onRetry ? (
        <AdminButton className="mt-4" onClick={onRetry}>
          {listMessages.retry}
        </AdminButton>
      ) : null}
    </div>
  )
}

export function AdminEmptyState({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children?: ReactNode
}) {
  return (
    <div className="rounded-2xl border border-gray-300 bg-white p-8 text-center text-gray-800">
      <p className="font-semibold text-gray-900">{title}</p>
      {description ? <p className="mt-1 text-sm">{description}</p> : null}
      {children}
    </div>
  )
}
