import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { listTotpFactors } from './list-totp-factors'
import { mfaKeys } from './mfa-keys'

interface TotpEnrolment {
  factorId: string
  /** The QR code as a data URI (an SVG), for an <img>. */
  qrCode: string
  /** The same secret in base32, for typing into the app. */
  secret: string
}

/**
 * Starts a TOTP enrolment: an earlier one never verified is removed first (its name would clash,
 * and its QR code is gone), then a new factor with its QR code and secret.
 */
export async function enrollTotp(): Promise<TotpEnrolment> {
  const supabase = await getSupabase()
  const { unverifiedIds } = await listTotpFactors()
  for (const factorId of unverifiedIds) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId })
    if (error) throw error
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Autenticador',
    issuer: 'MOV',
  })
  if (error) throw error
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/**
 * A query, not a mutation: it runs once per screen (React's double effects in development would
 * otherwise enrol twice), and never again behind the person's back while they scan the code.
 */
export function totpEnrolmentQueryOptions(userId: string) {
  return queryOptions({
    queryKey: mfaKeys.enrolment(userId),
    queryFn: enrollTotp,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
