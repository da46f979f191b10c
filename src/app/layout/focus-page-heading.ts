// Loaded on the first move to another page (see focus-on-navigation.tsx): off the first load.

/** How long a page may take to show its heading before focus goes to <main> instead. */
const HEADING_WAIT_MS = 4000

/** A layer the visitor has opened (a menu, a dialog): focus inside it is never taken away. */
const OPEN_LAYER = '[role="menu"],[role="dialog"],[role="alertdialog"],[role="listbox"]'

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/**
 * Moves focus to the page's h1 as soon as it is in `main` (the page's code and data may still be
 * loading), or to `main` itself, calling `announce` with the page title, if none appears in time.
 * Gives up when the visitor has put focus somewhere else since `before` (typing in a field, say),
 * or when focus is inside a menu or dialog they opened: the new page can commit after a tap that
 * opened the account menu, and moving focus out of a non-modal menu closes it.
 */
export function focusPageHeading(
  main: HTMLElement,
  announce: (title: string) => void,
  before: Element | null = document.activeElement,
): () => void {
  const focusIsFree = () => {
    const now = document.activeElement
    if (now?.closest(OPEN_LAYER)) return false
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
