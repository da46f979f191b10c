import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a page may take to show its heading before focus goes to <main> instead. */
const HEADING_WAIT_MS = 4000

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/**
 * Moves focus to the page's h1 as soon as it is in `main` (the page's code and data may still be
 * loading), or to `main` itself, calling `announce` with the page title, if none appears in time.
 * Gives up when the visitor has put focus somewhere else meanwhile (typing in a field, say).
 */
export function focusPageHeading(main: HTMLElement, announce: (title: string) => void): () => void {
  const before = document.activeElement
  const focusIsFree = () => {
    const now = document.activeElement
    return now === before || now === null || now === document.body || now === main
  }
  let observer: MutationObserver | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    observer?.disconnect()
    clearTimeout(timer)
  }
  const tryHeading = (): boolean => {
    const heading = main.querySelector('h1')
    if (!heading) return false
    stop()
    if (focusIsFree()) focusWithoutScroll(heading)
    return true
  }
  if (!tryHeading()) {
    observer = new MutationObserver(() => void tryHeading())
    observer.observe(main, { childList: true, subtree: true })
    timer = setTimeout(() => {
      stop()
      if (!focusIsFree()) return
      focusWithoutScroll(main)
      announce(document.title)
    }, HEADING_WAIT_MS)
  }
  return stop
}

/**
 * After every client-side move to another page (not on arrival, not for a change of the query
 * string such as a filter, not for an anchor) focus goes to the new page's heading, so a screen
 * reader reads where the visitor is and the next Tab starts from the page's top.
 */
export function FocusOnNavigation({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation()
  const shown = useRef(pathname)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    setAnnouncement('')
    const main = document.getElementById(mainId)
    if (hash || !main) return
    return focusPageHeading(main, setAnnouncement)
  }, [pathname, hash, mainId])
  return (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  )
}
