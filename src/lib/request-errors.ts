// One mapper from any failed request (supabase-js auth, PostgREST, the store client, fetch itself,
// a timeout of request-timeout.ts) to a kind, and from the kind to the pt-BR text a visitor reads.
// Screens show these texts: a server's own message (often English) never reaches the UI.

import { requestErrorKind, type RequestErrorKind } from './request-error-kind'

export { requestErrorKind, type RequestErrorKind }

export const requestErrorMessages = {
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  offline: 'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  server: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  'rate-limit': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  /** A refusal with no text of its own: the caller's fallback usually says more. */
  client: 'Não foi possível concluir a solicitação. Confira os dados e tente novamente.',
  unknown: 'Algo deu errado. Tente novamente.',
} as const satisfies Record<RequestErrorKind, string>

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
