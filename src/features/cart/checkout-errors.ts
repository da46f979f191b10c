// The pt-BR text for a checkout that could not start, by what went wrong. Kept in the cart feature
// for issue 21 (src/lib/request-errors.ts, with the same texts for each kind, is being written at
// the same time): a server's own text never reaches the drawer.
import { StoreApiError } from '@/lib/store-client'
import { cartMessages as m } from './messages'

export const checkoutFailureMessages = {
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  offline: 'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  server: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  rateLimit: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const

/** Why POST /checkout failed, in pt-BR (the stock refusal is explained separately). */
export function checkoutFailureMessage(failure: unknown): string {
  const status = failure instanceof StoreApiError ? failure.status : 0
  // An abort by timeout (a DOMException, not an Error everywhere).
  if ((failure as Error | null)?.name === 'TimeoutError') return checkoutFailureMessages.timeout
  // No answer at all: the browser knows it is offline, or fetch failed on the way (a TypeError).
  if (!status && (navigator.onLine === false || failure instanceof TypeError))
    return checkoutFailureMessages.offline
  if (status === 429) return checkoutFailureMessages.rateLimit
  if (status >= 500) return checkoutFailureMessages.server
  return m.checkoutErrorDescription
}
