import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { useAuth } from '../../auth-context'
import { assuranceLevelQueryOptions } from '../../api/get-assurance-level'
import { totpFactorsQueryOptions } from '../../api/list-totp-factors'
import { mfaStateFilter } from '../../api/mfa-keys'
import { twoFactorErrorMessage } from '../../api/two-factor-error'
import { useUnenrollFactor } from '../../api/unenroll-factor'
import { twoFactorMessages as m } from '../../two-factor-messages'
import { TwoFactorChallenge } from './two-factor-challenge'
import { TwoFactorEnrolment } from './two-factor-enrolment'
import { loginPath } from '@/config/paths'

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4'

/**
 * /conta/seguranca: any signed-in account turns the second factor on (the staff areas' enrolment)
 * or off (which needs a session at aal2: at aal1 a code is asked first).
 */
export function AccountSecurity() {
  const { loading, session } = useAuth()
  const { pathname } = useLocation()
  if (loading) return <Spinner label={m.checking} className="min-h-40 w-full justify-center" />
  if (!session) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-white/85">{m.signedOut}</p>
        <Link to={loginPath} state={{ from: pathname }} className={linkClass}>
          {m.signIn}
        </Link>
      </div>
    )
  }
  return <SecuritySettings userId={session.user.id} accessToken={session.access_token} />
}

function SecuritySettings({ userId, accessToken }: { userId: string; accessToken: string }) {
  const factors = useQuery(totpFactorsQueryOptions(userId))
  const level = useQuery(assuranceLevelQueryOptions(userId, accessToken))
  const queryClient = useQueryClient()
  const unenroll = useUnenrollFactor()
  const [askingCode, setAskingCode] = useState(false)
  const [failure, setFailure] = useState<string>()

  if (factors.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="font-semibold">{m.checkFailed}</p>
        <p className="text-white/85">{twoFactorErrorMessage(factors.error, m.checkFailed)}</p>
        <Button variant="outline" size="sm" onClick={() => void factors.refetch()}>
          {m.retry}
        </Button>
      </div>
    )
  }
  if (!factors.data) {
    return <Spinner label={m.checking} className="min-h-40 w-full justify-center" />
  }
  const factorId = factors.data.verifiedId
  if (!factorId) {
    return (
      <TwoFactorEnrolment
        text={m.memberEnrolText}
        focusOnMount={false}
        onEnabled={() => void queryClient.invalidateQueries(mfaStateFilter)}
      />
    )
  }

  function disable(id: string) {
    setFailure(undefined)
    unenroll.mutate(id, {
      onSuccess: () => {
        setAskingCode(false)
        toast({ title: m.disabled, variant: 'success' })
      },
      onError: (error) => setFailure(twoFactorErrorMessage(error, m.tryAgain)),
    })
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-1 rounded-xl border border-accent-300/40 px-4 py-3">
        <p className="font-semibold">{m.isOn}</p>
        <p className="text-white/85">{m.isOnDetail}</p>
      </div>
      {askingCode ? (
        <TwoFactorChallenge
          factorId={factorId}
          notice={m.disableAsksCode}
          onVerified={() => disable(factorId)}
        />
      ) : (
        <Button
          variant="outline"
          className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto"
          disabled={unenroll.isPending || level.isPending}
          aria-busy={unenroll.isPending || undefined}
          onClick={() => (level.data === 'aal2' ? disable(factorId) : setAskingCode(true))}
        >
          {unenroll.isPending ? m.disabling : m.disable}
        </Button>
      )}
      {failure ? (
        <p
          role="alert"
          className="rounded-xl border border-red-400/50 bg-red-950/40 px-4 py-3 text-sm text-red-100"
        >
          <strong>{m.disableFailed}</strong> {failure}
        </p>
      ) : null}
    </div>
  )
}
