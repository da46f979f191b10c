import { useCallback, type MouseEvent } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router-dom'

/**
 * Where a click on a plain `<a href>` inside the app should go without reloading the page, or null
 * when the browser should follow it itself: the rule of react-router's `<Link>` (a primary-button
 * click without a modifier, on a same-origin link with no target and no download).
 */
export function inAppTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null
  const link = (event.target as Element).closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  if (link.origin !== window.location.origin) return null
  return link.pathname + link.search + link.hash
}

/** Follows `to` as a `<Link>` does: the same address again replaces the history entry. */
function follow(navigate: NavigateFunction, to: string) {
  const here = window.location.pathname + window.location.search + window.location.hash
  void navigate(to, { replace: to === here })
}

/**
 * One click handler for a block of plain links (a menu of thirty links): they navigate inside the
 * app as `<Link>`s do, and cost React one element each to hydrate instead of a `<Link>` with its
 * hooks. `after` runs once an in-app link has been followed (closing a menu).
 */
export function useLinkClicks(after?: () => void) {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const to = inAppTarget(event)
      if (to === null) return
      event.preventDefault()
      follow(navigate, to)
      after?.()
    },
    [navigate, after],
  )
}
