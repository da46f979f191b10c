import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * After every client-side move to another page (not on arrival, not for a change of the query
 * string such as a filter, not for an anchor) focus goes to the new page's heading, so a screen
 * reader reads where the visitor is and the next Tab starts from the page's top. Without a heading,
 * focus goes to `main` and the page title is announced in the polite region `liveId`.
 */
export function FocusOnNavigation({ mainId, liveId }: { mainId: string; liveId: string }) {
  const { pathname, hash } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const main = document.getElementById(mainId)
    const live = document.getElementById(liveId)
    if (live) live.textContent = ''
    if (hash || !main) return
    const before = document.activeElement
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./focus-page-heading').then(({ focusPageHeading }) => {
      if (cancelled) return
      stop = focusPageHeading(
        main,
        (title) => {
          if (live) live.textContent = title
        },
        before,
      )
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [pathname, hash, mainId, liveId])
  return null
}
