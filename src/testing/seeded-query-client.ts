import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { mockMatchMedia } from './media'

/**
 * A query client whose cache already holds `entries` and never refetches them, for tests that
 * drive fake timers (carousel timing) without waiting on the network.
 */
export function seededQueryClient(entries: Array<[QueryKey, unknown]>): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  })
  for (const [key, data] of entries) client.setQueryData(key, data)
  return client
}

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` match; returns the undo function. */
export function preferReducedMotion(): () => void {
  return mockMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'))
}
