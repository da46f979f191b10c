import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/** A form's submit button that shows progress and cannot be pressed again while pending. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean
  pendingLabel: string
  children: ReactNode
}) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined} className="w-full">
      {pending ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      ) : null}
      {pending ? pendingLabel : children}
    </Button>
  )
}
