import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { TextField } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-field'
import { toast } from '@/components/ui/toast'
import { authPaths } from '@/config/paths'
import { authErrorMessage } from '../api/auth-error-message'
import { useSignIn } from '../api/sign-in'
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid'
import { authMessages } from '../messages'
import { formMessages } from '../form-messages'
import { FormFailure } from './form-failure'
import { SubmitButton } from './submit-button'

type Errors = Partial<Record<'email' | 'password', string>>

/** E-mail and password sign-in; `onSignedIn` runs once the session exists. */
export function LoginForm({ onSignedIn, from }: { onSignedIn: () => void; from?: string }) {
  const signIn = useSignIn()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string>()
  const pending = useRef(false)
  const { formRef, requestFocus } = useFocusFirstInvalid()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending.current) return
    const next: Errors = {}
    if (email.trim() === '') next.email = authMessages.required.email
    if (password === '') next.password = authMessages.required.password
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
        onSuccess: () => onSignedIn(),
        onError: (error) => {
          const message = authErrorMessage(error, authMessages.signInFallback)
          setFailure(message)
          toast({
            title: authMessages.signInFailed,
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

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Senha"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="-mt-3 text-right text-sm">
        <Link
          to={authPaths.forgotPassword}
          state={email.trim() ? { email: email.trim() } : undefined}
          className="inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4"
        >
          {formMessages.forgotPassword}
        </Link>
      </p>
      {failure ? (
        <FormFailure id="login-failure" title={authMessages.signInFailed} detail={failure} />
      ) : null}
      <SubmitButton pending={signIn.isPending} pendingLabel="Entrando...">
        {authMessages.signIn}
      </SubmitButton>
      <p className="text-center text-sm text-white/85">
        Ainda não tem conta?{' '}
        <Link
          to="/register"
          state={from ? { from } : undefined}
          className="font-semibold text-accent-300 underline underline-offset-4"
        >
          Cadastre-se
        </Link>
      </p>
    </form>
  )
}
