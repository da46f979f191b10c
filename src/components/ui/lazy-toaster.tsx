import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { whenEngaged } from '@/lib/when-engaged'
import { getToastSnapshot, subscribeToasts } from './toast'
import type { Toaster as ToasterType } from './toaster'

type ToasterComponent = typeof ToasterType

const loadToaster = () => import('./toaster').then((m) => m.Toaster)

const isHotkey = (event: KeyboardEvent) => event.code === 'F8' || event.key === 'F8'

/**
 * Mounts the Radix toaster on the visitor's first interaction (or the first toast, if that comes
 * sooner), so first paint does not load it and F8 focuses the toast area from then on (the
 * specification's hotkey), not only once a toast has been shown. An F8 pressed before the toaster
 * is there (it may be the very first key) focuses the area as soon as it mounts.
 */
export function LazyToaster() {
  const item = useSyncExternalStore(subscribeToasts, getToastSnapshot, getToastSnapshot)
  const [needed, setNeeded] = useState(false)
  const viewportReady = useRef(false)
  const focusWhenReady = useRef(false)
  if (item && !needed) setNeeded(true)

  useEffect(() => {
    let active = true
    void whenEngaged(null).then(() => {
      if (active) setNeeded(true)
    })
    // Radix listens for the hotkey once the viewport exists; until then, remember the press.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!viewportReady.current && isHotkey(event)) focusWhenReady.current = true
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      active = false
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  // Fetched by hand rather than with React.lazy: a fetch that fails (offline at the first
  // interaction) must neither throw into the page nor stay failed for good. It is tried again when
  // the connection comes back; a toast raised meanwhile shows once the code is here.
  const [Loaded, setLoaded] = useState<ToasterComponent | null>(null)
  useEffect(() => {
    if (!needed) return
    let active = true
    const attempt = () =>
      void loadToaster().then(
        (component) => active && setLoaded(() => component),
        () => active && addEventListener('online', attempt, { once: true }),
      )
    attempt()
    return () => {
      active = false
      removeEventListener('online', attempt)
    }
  }, [needed])

  return Loaded ? (
    <Loaded
      onViewportMount={(viewport) => {
        viewportReady.current = true
        if (focusWhenReady.current) {
          focusWhenReady.current = false
          viewport.focus()
        }
      }}
    />
  ) : null
}
