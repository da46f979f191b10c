import { useCallback, useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now (and re-renders when that changes). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Tailwind's `md` breakpoint: the lists show a table from here, cards below. */
export const WIDE_SCREEN = '(min-width: 768px)'
