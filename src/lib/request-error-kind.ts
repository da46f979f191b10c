// The kind of a failed request, apart from the texts (request-errors.ts): callers that only decide
// by kind do not bring the messages along.

export type RequestErrorKind =
  'timeout' | 'offline' | 'server' | 'rate-limit' | 'client' | 'unknown'

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined
}

const NETWORK_FAILURE =
  /failed to fetch|networkerror|network request failed|load failed|fetch failed/i

/** What went wrong with a request, whatever client raised it. */
export function requestErrorKind(error: unknown): RequestErrorKind {
  const name = String(field(error, 'name') ?? '')
  const message = String(field(error, 'message') ?? '')
  const code = String(field(error, 'code') ?? '')
  const rawStatus = field(error, 'status') ?? field(error, 'statusCode')
  const status = Number(rawStatus ?? NaN)
  // The browser knows it is offline: whatever failed without an HTTP answer failed for that.
  if (typeof navigator !== 'undefined' && navigator.onLine === false && !(status > 0))
    return 'offline'
  // request-timeout.ts's error, as thrown or as postgrest-js and auth-js pass its message on; and
  // Postgres's own statement timeout.
  if (name === 'TimeoutError' || /\btimed out\b/i.test(message) || code === '57014')
    return 'timeout'
  // fetch's TypeError in each browser (and Node), or auth-js's AuthRetryableFetchError (status 0).
  if (status === 0 || NETWORK_FAILURE.test(message)) return 'offline'
  if (status === 429 || (code.startsWith('over_') && code.endsWith('rate_limit')))
    return 'rate-limit'
  if (status >= 500 && status < 600) return 'server'
  if (status >= 400 && status < 500) return 'client'
  if (code) {
    // PostgREST's connection errors (PGRST0xx, PGRSTX00) and Postgres's connection, resource,
    // operator and internal classes are the service's fault; any other code is a refusal.
    return /^(PGRST0|PGRSTX|08|53|57|58|XX)/.test(code) ? 'server' : 'client'
  }
  // postgrest-js keeps a body that is not JSON (a gateway's HTML error page) as the message.
  if (/^\s*</.test(message)) return 'server'
  return 'unknown'
}
