import { QueryClient, type QueryKey } from '@tanstack/react-query'

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
  const original = window.matchMedia
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
  return () => {
    window.matchMedia = original
  }
}
