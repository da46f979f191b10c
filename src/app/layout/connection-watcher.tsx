import { onlineManager } from '@tanstack/react-query'
import { Suspense, lazy, useEffect, useState } from 'react'

// The banner's code is fetched the first time the browser goes offline.
const OfflineBanner = lazy(() =>
  import('./offline-banner').then((m) => ({ default: m.OfflineBanner })),
)

/**
 * Shows the offline banner from the first time the browser is offline. The queries need nothing
 * more: react-query pauses them while offline and, once back, refetches those on screen that
 * failed or have no data (refetchOnReconnect) — provided it knows the page was opened offline.
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
    window.addEventListener('offline', offline)
    return () => window.removeEventListener('offline', offline)
  }, [])
  return shown ? (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  ) : null
}
