import { lazy, Suspense, useState } from 'react'
import type { ConfirmDialogProps } from './confirm-dialog'

const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
)

/**
 * ConfirmDialog for public pages: its code (Radix Dialog, focus trap, scroll lock) is fetched the
 * first time it opens, and it stays mounted afterwards so that it can animate closed.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [mounted, setMounted] = useState(props.open)
  if (props.open && !mounted) setMounted(true)
  return mounted ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null
}
