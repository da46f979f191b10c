import { QueryClient } from '@tanstack/react-query'
import { requestErrorKind } from './request-error-kind'

/**
 * A failed read is tried once more when the connection, the service or the time was at fault
 * (offline, 5xx, timeout, unknown); never a refusal (4xx) or a rate limit, which would answer the
 * same. Writes are not retried: a write is repeated only by the person (or with an idempotency key).
 */
export const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !['client', 'rate-limit'].includes(requestErrorKind(error))

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
      },
      mutations: { retry: false },
    },
  })
}
