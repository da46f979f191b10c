import { useMutation } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import type { PartnershipRequestRow } from '../form'
import { ProposalSendError, sendErrorKind } from '../send-error'

/**
 * The unique constraint on the draft's idempotency key
 * (supabase/migrations/20261126010000_proposals_idempotency_key.sql).
 */
export const IDEMPOTENCY_CONSTRAINT = 'parcerias_solicitacoes_idempotency_key_key'

interface InsertFailure {
  code?: string
  message?: string
}

/**
 * True when the insert was refused because a row with this draft's key is already stored: an
 * earlier send of the same draft arrived but its answer was lost. Any other refusal, a unique
 * violation on another constraint included, is a real failure.
 */
export function isAlreadyStored(status: number, error: InsertFailure): boolean {
  return (
    status === 409 &&
    error.code === '23505' &&
    (error.message ?? '').includes(`"${IDEMPOTENCY_CONSTRAINT}"`)
  )
}

/**
 * Inserts one partnership proposal. Visitors may insert but not read the table, so the insert asks
 * for no row back (`Prefer: return=minimal`). The row carries the draft's idempotency key: a retry
 * after a lost answer is refused by the key's unique constraint, which means it is stored, so it
 * resolves like a first send. Any failure rejects with a ProposalSendError that says its kind.
 */
export async function createPartnershipRequest(row: PartnershipRequestRow): Promise<void> {
  let supabase: Awaited<ReturnType<typeof getDataClient>>
  try {
    supabase = await getDataClient()
  } catch (error) {
    // The client's code could not be downloaded: the network failed.
    throw new ProposalSendError('offline', 'the data client could not be loaded', { cause: error })
  }
  const { error, status } = await supabase
    .from('parcerias_solicitacoes')
    .insert(row)
    .setHeader('Prefer', 'return=minimal')
  if (!error || isAlreadyStored(status, error)) return
  throw new ProposalSendError(
    sendErrorKind(status, error),
    `insert failed: ${status} ${error.code}`,
  )
}

export function useCreatePartnershipRequest() {
  return useMutation({
    mutationFn: createPartnershipRequest,
    // Offline, react-query would pause the send and fire it by itself when the connection returns;
    // the form asks the person first instead (usePartnershipForm).
    networkMode: 'always',
    retry: false,
  })
}
