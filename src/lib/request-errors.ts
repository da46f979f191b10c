// One mapper from any failed request (supabase-js auth, PostgREST, the store client, fetch itself,
// a timeout of request-timeout.ts) to a kind, and from the kind to the pt-BR text a visitor reads.
// Screens show these texts: a server's own message (often English) never reaches the UI.

export type RequestErrorKind =
  'timeout' | 'offline' | 'server' | 'rate-limit' | 'client' | 'unknown'

export const requestErrorMessages = {
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  offline: 'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  server: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  'rate-limit': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  /** A refusal with no text of its own: the caller's fallback usually says more. */
  client: 'Não foi possível concluir a solicitação. Confira os dados e tente novamente.',
  unknown: 'Algo deu errado. Tente novamente.',
} as const satisfies Record<RequestErrorKind, string>

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

/**
 * The pt-BR text for a failed request. `fallback` replaces the generic text of a refusal ('client')
 * or an unrecognised failure, where the screen knows better what failed.
 */
export function requestErrorMessage(error: unknown, fallback?: string): string {
  const kind = requestErrorKind(error)
  return (kind === 'client' || kind === 'unknown') && fallback
    ? fallback
    : requestErrorMessages[kind]
}
