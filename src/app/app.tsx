import type { QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { setHydrating } from '@/lib/hydration'
import { AppRouter } from './app-router'
import { ConnectionWatcher } from './layout/connection-watcher'
import { AppProvider } from './provider'
import { AppRoutes } from './router'

/** The first commit is over: from now on components may render from browser state directly. */
function HydrationDone() {
  useEffect(() => setHydrating(false), [])
  return null
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
      <HydrationDone />
      <ConnectionWatcher />
    </AppProvider>
  )
}
