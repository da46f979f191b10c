import { useMyBalance } from '../api/get-my-balance'
import { useMyRedemptions } from '../api/get-my-redemptions'

export interface MyPoints {
  /** The sum of the member's ledger ("Saldo"). */
  saldo: number
  /** The cost of the requests waiting for the presidency ("Reservados"). */
  reserved: number
  /** What new requests can spend ("Disponíveis"): the saldo less the reserved points. */
  available: number
}

/**
 * The member's points in the three figures every screen names the same way. The database counts
 * the reserved points the same way when a request comes in (`mov_plus_request_redemption`).
 */
export function useMyPoints(userId: string) {
  const balance = useMyBalance(userId)
  const redemptions = useMyRedemptions(userId)
  const reserved = (redemptions.data ?? [])
    .filter((r) => r.status === 'pendente')
    .reduce((sum, r) => sum + (r.reward?.cost ?? 0), 0)
  const data: MyPoints | undefined =
    balance.isSuccess && redemptions.isSuccess
      ? { saldo: balance.data, reserved, available: balance.data - reserved }
      : undefined
  const failed = balance.isError ? balance : redemptions.isError ? redemptions : undefined
  return {
    data,
    isPending: !data && !failed,
    error: failed?.error ?? null,
    refetch: () => {
      if (balance.isError) void balance.refetch()
      if (redemptions.isError) void redemptions.refetch()
    },
  }
}
