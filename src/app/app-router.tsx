import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom'

const NavigationPending = createContext(false)

/** True while the next page's code (or anything it suspends on) loads after a move between pages. */
export function useNavigationPending(): boolean {
  return use(NavigationPending)
}

/**
 * React Router's BrowserRouter (7.x wraps its location updates in `startTransition` already, so the
 * page on screen stays while the next one loads), with the transition's pending state exposed for
 * a progress indicator (docs/decisions/early-taps.md).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }))
  const [state, setState] = useState({ action: history.action, location: history.location })
  const [pending, startTransition] = useTransition()
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState(update))),
    [history],
  )
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  )
}
