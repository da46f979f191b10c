import { Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { lightButtonClass } from './light-button'

// Loading, error and empty states on the admin area's light surface (the shared ones in
// components/ui are drawn for the dark public pages).

export function MediaLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 p-8 text-gray-800">
      <Loader2
        aria-hidden="true"
        className="h-6 w-6 animate-spin text-brand-700 motion-reduce:animate-none"
      />
      {label}
    </p>
  )
}

export function MediaError({
  title,
  description,
  onRetry,
}: {
  title: string
  description: string
  onRetry: () => void
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-sm text-red-900">{description}</p>
      <Button variant="outline" size="sm" className={`mt-4 ${lightButtonClass}`} onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  )
}

export function MediaEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-gray-400 bg-white p-8 text-center text-gray-800">
      <p className="font-semibold text-gray-900">{title}</p>
      {children}
    </div>
  )
}
