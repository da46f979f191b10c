import { useQuery } from '@tanstack/react-query'
import { useAuth } from '../auth-context'
import { assuranceLevelQueryOptions } from '../api/get-assurance-level'
import { totpFactorsQueryOptions } from '../api/list-totp-factors'

/** Where the signed-in person stands with the second factor, for a screen that needs aal2. */
type SecondFactorState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** The session is at aal2. */
  | { status: 'verified' }
  /** aal1 with a verified factor: a code is asked. */
  | { status: 'challenge'; factorId: string }
  /** aal1 and no verified factor: the factor is set up first. */
  | { status: 'enrol' }

export function useSecondFactor(): SecondFactorState {
  const { session } = useAuth()
  const userId = session?.user.id ?? ''
  const level = useQuery({
    ...assuranceLevelQueryOptions(userId, session?.access_token ?? ''),
    enabled: Boolean(session),
  })
  const needsFactors = level.isSuccess && level.data !== 'aal2'
  const factors = useQuery({ ...totpFactorsQueryOptions(userId), enabled: needsFactors })
  if (level.isError)
    return { status: 'error', error: level.error, retry: () => void level.refetch() }
  if (!level.isSuccess) return { status: 'loading' }
  if (level.data === 'aal2') return { status: 'verified' }
  if (factors.isError)
    return { status: 'error', error: factors.error, retry: () => void factors.refetch() }
  if (!factors.isSuccess) return { status: 'loading' }
  return factors.data.verifiedId
    ? { status: 'challenge', factorId: factors.data.verifiedId }
    : { status: 'enrol' }
}
