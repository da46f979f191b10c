import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '../../auth-context'
import { totpFactorsQueryOptions } from '../../api/list-totp-factors'
import { twoFactorErrorMessage } from '../../api/two-factor-error'
import { twoFactorMessages as m } from '../../two-factor-messages'
import { TwoFactorChallenge } from './two-factor-challenge'

/**
 * The reset page's code step: an account with the second factor on may only change its password
 * from a session at aal2 (GoTrue answers 401 insufficient_aal to the recovery link's aal1 session).
 */
export function RecoveryChallenge({ onVerified }: { onVerified: () => void }) {
  const { session } = useAuth()
  const factors = useQuery(totpFactorsQueryOptions(session?.user.id ?? ''))
  if (factors.isError || (factors.data && !factors.data.verifiedId)) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="font-semibold">{m.checkFailed}</p>
        <p className="text-white/85">{twoFactorErrorMessage(factors.error, m.tryAgain)}</p>
        <Button variant="outline" size="sm" onClick={() => void factors.refetch()}>
          {m.retry}
        </Button>
      </div>
    )
  }
  if (!factors.data?.verifiedId) {
    return <Spinner label={m.checking} className="min-h-24 w-full justify-center" />
  }
  return (
    <TwoFactorChallenge
      factorId={factors.data.verifiedId}
      notice={m.recoveryAsksCode}
      onVerified={onVerified}
    />
  )
}
