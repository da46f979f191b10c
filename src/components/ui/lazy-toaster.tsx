import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { getToastSnapshot, subscribeToasts } from './toast'

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

/** Mounts the Radix toaster when the first toast is raised, so first paint does not load it. */
export function LazyToaster() {
  const item = useSyncExternalStore(subscribeToasts, getToastSnapshot, getToastSnapshot)
  const [needed, setNeeded] = useState(false)
  if (item && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
