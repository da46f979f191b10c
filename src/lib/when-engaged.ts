// Code that the first paint does not need waits for the visitor: the first scroll, touch, click or
// key press, or `element` coming near the viewport, whichever happens first.

const EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Resolves on the visitor's first interaction, or when `element` comes into view: by default once
 * its top is above the lowest sixth of the window (a section whose first pixels show at the very
 * bottom of a phone's screen keeps its pre-rendered HTML until the visitor scrolls).
 */
export function whenEngaged(element: Element | null, margin = '0px 0px -16% 0px'): Promise<void> {
  return new Promise((resolve) => {
    let observer: IntersectionObserver | undefined
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, true)
      observer?.disconnect()
      resolve()
    }
    for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true })
    if (element && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) done()
        },
        { rootMargin: margin },
      )
      observer.observe(element)
    }
  })
}

/** Resolves when the media query matches, now or later (a window made wider, a rotated tablet). */
export function whenMediaMatches(query: string): Promise<void> {
  return new Promise((resolve) => {
    const mql = window.matchMedia(query)
    if (mql.matches) return resolve()
    const onChange = () => {
      if (!mql.matches) return
      mql.removeEventListener('change', onChange)
      resolve()
    }
    mql.addEventListener('change', onChange)
  })
}
