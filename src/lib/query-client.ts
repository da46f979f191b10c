import { QueryClient } from '@tanstack/react-query'

/**
 * A failed read is tried once more when the connection, the service or the time was at fault
 * (offline, 5xx, timeout, unknown); never after a refusal (a 4xx, or a PostgREST/Postgres code
 * that is not the service's fault: the same as request-error-kind.ts's 'client' and 'rate-limit',
 * written small because every page carries it). Writes are not retried.
 */
export const retryOnce = (failureCount: number, error: unknown): boolean => {
  const { status, statusCode, code } = (error ?? {}) as Record<string, unknown>
  const http = Number(status ?? statusCode)
  const refused =
    (http >= 400 && http < 500) ||
    (typeof code === 'string' && /^(?!PGRST0|PGRSTX|08|53|57|58|XX|ABORT)[\dA-Z]{5}/.test(code))
  return failureCount < 1 && !refused
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: retryOnce,
        refetchOnWindowFocus: false,
        // Back online, the queries on screen that failed (or are stale) load again.
        refetchOnReconnect: true,
        // Offline, a read is still tried once: the service worker may answer it from the copy
        // kept when the visitor opened the page (src/service-worker/sw.ts); its retries wait
        // for the connection.
        networkMode: 'offlineFirst',
      },
      // A write is tried even when the browser says it is offline: it then fails at once and the
      // screen says "Sem conexão…" (paused, it would wait silently for the connection).
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
