import { Suspense, lazy, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { TextField } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-field'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { forgotPasswordPath, registerPath } from '@/config/paths'
import { authErrorMessage } from '../api/auth-error-message'
import { useSignIn } from '../api/sign-in'
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid'
import { authMessages } from '../messages'
import { formMessages } from '../form-messages'
import { FormFailure } from './form-failure'
import { SubmitButton } from './submit-button'

type Errors = Partial<Record<'email' | 'password', string>>

// The code step loads only for an account that has a second factor.
const LoginChallenge = lazy(() =>
  import('./two-factor/login-challenge').then((m) => ({ default: m.LoginChallenge })),
)

/** The verified TOTP factor of a freshly signed-in user, if any (GoTrue lists them with the user). */
function verifiedTotpFactor(
  user: { factors?: Array<{ id: string; factor_type: string; status: string }> } | null,
) {
  return user?.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified')?.id
}

/** E-mail and password sign-in; `onSignedIn` runs once the session exists. */
export function LoginForm({ onSignedIn, from }: { onSignedIn: () => void; from?: string }) {
  const signIn = useSignIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string>()
  const pending = useRef(false)
  const { formRef, requestFocus } = useFocusFirstInvalid()
  // Set when the password was right and the account asks for its authenticator's code too.
  const [challengeFactor, setChallengeFactor] = useState<string>()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending.current) return
    const next: Errors = {}
    if (email.trim() === '') next.email = formMessages.required.email
    if (password === '') next.password = formMessages.required.password
    setErrors(next)
    setFailure(undefined)
    if (Object.keys(next).length > 0) {
      requestFocus()
      return
    }
    pending.current = true
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (data) => {
          const factorId = verifiedTotpFactor(data.user)
          if (factorId) setChallengeFactor(factorId)
          else onSignedIn()
        },
        onError: (error) => {
          const message = authErrorMessage(error, formMessages.signInFallback)
          setFailure(message)
          toast({
            title: formMessages.signInFailed,
            description: message,
            variant: 'destructive',
            dismissOn: 'sign-in',
          })
        },
        onSettled: () => {
          pending.current = false
        },
      },
    )
  }

  if (challengeFactor) {
    return (
      <Suspense fallback={<Spinner className="min-h-40 w-full justify-center" />}>
        <LoginChallenge
          factorId={challengeFactor}
          onVerified={onSignedIn}
          onCancelled={() => setChallengeFactor(undefined)}
        />
      </Suspense>
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      <TextField
        label={formMessages.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label={formMessages.password}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="-mt-3 text-right text-sm">
        <Link
          to={forgotPasswordPath}
          state={email.trim() ? { email: email.trim() } : undefined}
          className="inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4"
        >
          {formMessages.forgotPassword}
        </Link>
      </p>
      {failure ? (
        <FormFailure id="login-failure" title={formMessages.signInFailed} detail={failure} />
      ) : null}
      <SubmitButton pending={signIn.isPending} pendingLabel={formMessages.signingIn}>
        {authMessages.signIn}
      </SubmitButton>
      <p className="text-center text-sm text-white/85">
        {formMessages.noAccount}{' '}
        <Link
          to={registerPath}
          state={from ? { from } : undefined}
          className="font-semibold text-accent-300 underline underline-offset-4"
        >
          {formMessages.signUp}
        </Link>
      </p>
    </form>
  )
}
