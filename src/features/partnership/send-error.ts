// Why a proposal could not be sent, by kind, so the dialog says it in pt-BR (messages.ts) and never
// shows the server's own text. The kind comes from src/lib/request-error-kind.ts, as for every
// request of the site.
import { requestErrorKind } from '@/lib/request-error-kind'

type SendErrorKind = 'timeout' | 'offline' | 'server' | 'rate-limit' | 'other'

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
 * The kind of a failed PostgREST answer (src/lib/request-errors.ts decides: status 0 is a request
 * that got no answer, a timeout when request-timeout.ts cut it; 429 too many attempts, 5xx the
 * service down); 408 is the server's own timeout. Any other refusal is 'other'.
 */
export function sendErrorKind(
  status: number,
  error: { message?: string; code?: string; hint?: string | null },
): SendErrorKind {
  if (status === 408) return 'timeout'
  const kind = requestErrorKind({ ...error, status })
  return kind === 'client' || kind === 'unknown' ? 'other' : kind
}

export function kindOf(error: unknown): SendErrorKind {
  return error instanceof ProposalSendError ? error.kind : 'other'
}
