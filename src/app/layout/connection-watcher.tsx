import { onlineManager } from '@tanstack/react-query'
import {
  Suspense,
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import { whenEngaged } from '@/lib/when-engaged'
import { offlineText } from './messages'

/**
 * The banner when its code could not be fetched (the browser went offline before the visitor's
 * first interaction): the same words, plain, while offline.
 */
function PlainOfflineBanner() {
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  )
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 bg-ink-800 px-4 py-3 text-center text-sm"
    >
      {online ? null : offlineText}
    </p>
  )
}

const loadBanner = () => import('./offline-banner')
// Rendered from the first time the browser is offline; a banner that could not be loaded gives way
// to the plain one (it must never take the page down with it).
const OfflineBanner = lazy<ComponentType>(() =>
  loadBanner().then(
    (m) => ({ default: m.OfflineBanner }),
    () => ({ default: PlainOfflineBanner }),
  ),
)

/**
 * Shows the offline banner from the first time the browser is offline. Its code is fetched on the
 * visitor's first interaction, off the first load: once offline, it could no longer be fetched.
 * The queries need nothing more: react-query pauses them while offline and, once back, refetches
 * those on screen that failed or have no data (refetchOnReconnect), provided it knows the page
 * was opened offline.
 */
export function ConnectionWatcher() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const offline = () => setShown(true)
    // react-query assumes it starts online and only follows the `online`/`offline` events.
    if (!navigator.onLine) {
      onlineManager.setOnline(false)
      offline()
    }
    void whenEngaged(null)
      .then(loadBanner)
      .catch(() => {})
    window.addEventListener('offline', offline)
    return () => window.removeEventListener('offline', offline)
  }, [])
  return shown ? (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  ) : null
}
