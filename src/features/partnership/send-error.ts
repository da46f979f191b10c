// Why a proposal could not be sent, by kind, so the dialog says it in pt-BR (messages.ts) and never
// shows the server's own text. The kind comes from src/lib/request-error-kind.ts, as for every
// request of the site.
import { requestErrorKind } from '@/lib/request-error-kind'

type SendErrorKind =
  'timeout' | 'offline' | 'server' | 'rate-limit' | 'address-limit' | 'inbox-limit' | 'other'

/**
 * The database's answer past the proposals' hourly limits (20261127020000_proposals_send_limit.sql):
 * HTTP 429 (SQLSTATE PT429) with `details` naming the limit.
 */
const SEND_LIMITS: Readonly<Record<string, SendErrorKind>> = {
  proposals_per_address: 'address-limit',
  proposals_total: 'inbox-limit',
}

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
 * service down); 408 is the server's own timeout; a 429 from the proposals' limits says which one.
 * Any other refusal is 'other'.
 */
export function sendErrorKind(
  status: number,
  error: { message?: string; code?: string; hint?: string | null; details?: string | null },
): SendErrorKind {
  if (status === 408) return 'timeout'
  const limit = status === 429 ? SEND_LIMITS[error.details ?? ''] : undefined
  if (limit) return limit
  const kind = requestErrorKind({ ...error, status })
  return kind === 'client' || kind === 'unknown' ? 'other' : kind
}

export function kindOf(error: unknown): SendErrorKind {
  return error instanceof ProposalSendError ? error.kind : 'other'
}
