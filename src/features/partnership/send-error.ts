// Why a proposal could not be sent, by kind, so the dialog says it in pt-BR (messages.ts) and never
// shows the server's own text. A local stand-in for src/lib/request-errors.ts (issue 21, helper
// "net"), which will map every request the same way.

export type SendErrorKind = 'timeout' | 'offline' | 'server' | 'rate-limit' | 'other'

export class ProposalSendError extends Error {
  constructor(
    readonly kind: SendErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ProposalSendError'
  }
}

/**
 * The kind of a failed PostgREST answer: status 0 is a request that got no answer (postgrest-js
 * reports a rejected fetch that way), a timeout when the failure names one (an aborted or timed-out
 * request), otherwise a network failure; 408 timeout, 429 too many attempts, 5xx server down.
 */
export function sendErrorKind(
  status: number,
  error: { message?: string; hint?: string | null },
): SendErrorKind {
  if (status === 0) {
    const said = `${error.message ?? ''} ${error.hint ?? ''}`
    return /timeout|timed out|aborted|AbortError/i.test(said) ? 'timeout' : 'offline'
  }
  if (status === 408) return 'timeout'
  if (status === 429) return 'rate-limit'
  if (status >= 500) return 'server'
  return 'other'
}

export function kindOf(error: unknown): SendErrorKind {
  return error instanceof ProposalSendError ? error.kind : 'other'
}
