import { Button } from '@/components/ui/button'
import { useSignOutAction } from '../../hooks/use-sign-out-action'
import { twoFactorMessages as m } from '../../two-factor-messages'
import { TwoFactorChallenge } from './two-factor-challenge'

/**
 * The sign-in's second step, for an account with a verified TOTP factor (any account: staff must
 * have one, members may): the password gave a session at aal1; the code makes it aal2. "Cancelar e
 * sair" signs out and brings the form back, so a password alone does not stay signed in from here.
 */
export function LoginChallenge({
  factorId,
  onVerified,
  onCancelled,
}: {
  factorId: string
  onVerified: () => void
  onCancelled: () => void
}) {
  const { signOut, pending } = useSignOutAction({ onSignedOut: onCancelled })
  return (
    <div className="grid gap-4">
      <TwoFactorChallenge factorId={factorId} notice={m.loginAsksCode} onVerified={onVerified} />
      <Button
        variant="outline"
        className="h-auto min-h-11 w-full whitespace-normal py-2"
        disabled={pending}
        onClick={signOut}
      >
        {m.cancelSignIn}
      </Button>
    </div>
  )
}
