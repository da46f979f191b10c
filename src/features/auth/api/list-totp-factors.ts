import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { mfaKeys } from './mfa-keys'

interface TotpFactors {
  /** The first verified TOTP factor: the one a code is asked for. */
  verifiedId: string | null
  /** Enrolments never verified (a QR code shown, no code entered): removed before a new one. */
  unverifiedIds: string[]
}

/** The account's TOTP factors, as the authentication service lists them now (GET /user). */
export async function listTotpFactors(): Promise<TotpFactors> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) throw error
  const totp = data.all.filter((f) => f.factor_type === 'totp')
  return {
    verifiedId: totp.find((f) => f.status === 'verified')?.id ?? null,
    unverifiedIds: totp.filter((f) => f.status !== 'verified').map((f) => f.id),
  }
}

export function totpFactorsQueryOptions(userId: string) {
  return queryOptions({ queryKey: mfaKeys.factors(userId), queryFn: listTotpFactors })
}
