import { MailCheck } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { loginPath } from '@/config/paths'
import { authErrorMessage } from '../api/auth-error-message'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid'
import { authMessages } from '../messages'
import { formMessages, recoveryMessages } from '../form-messages'
import { FormFailure } from './form-failure'
import { SubmitButton } from './submit-button'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const m = recoveryMessages

/** The failure to show: a bad address by name, anything else by what happened (request-errors). */
function failureMessage(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown }
  return authErrorMessage(
    error,
    code === 'validation_failed' ? formMessages.invalidEmail : m.unavailable,
  )
}

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-accent-300 underline underline-offset-4'

/**
 * Asks for a reset link. Whatever the service knows, a sent request gets the same confirmation,
 * so the page never tells whether an account exists.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const request = useRequestPasswordReset()
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const { formRef, requestFocus } = useFocusFirstInvalid()
  const sentRef = useRef<HTMLDivElement>(null)
  const pending = useRef(false)

  useEffect(() => {
    if (sentTo) sentRef.current?.focus()
  }, [sentTo])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending.current) return
    const value = email.trim()
    const problem =
      value === ''
        ? formMessages.required.email
        : EMAIL.test(value)
          ? undefined
          : formMessages.invalidEmail
    setError(problem)
    setFailure(undefined)
    if (problem) {
      requestFocus()
      return
    }
    pending.current = true
    request.mutate(value, {
      onSuccess: () => setSentTo(value),
      onError: (e) => setFailure(failureMessage(e)),
      onSettled: () => {
        pending.current = false
      },
    })
  }

  if (sentTo) {
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="grid justify-items-center gap-3 text-center outline-none"
      >
        <MailCheck aria-hidden="true" className="h-10 w-10 text-accent-300" />
        <p className="text-lg font-semibold">{m.sentTitle}</p>
        <p className="text-white/85">{m.sent(sentTo)}</p>
        <p className="text-sm text-white/75">{m.sentHint}</p>
        <Button type="button" variant="outline" onClick={() => setSentTo(undefined)}>
          {m.sendAgain}
        </Button>
        <Link to={loginPath} className={linkClass}>
          {m.backToLogin}
        </Link>
      </div>
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label={formMessages.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      {failure ? <FormFailure title={m.sendFailed} detail={failure} /> : null}
      <SubmitButton pending={request.isPending} pendingLabel={m.sending}>
        {m.send}
      </SubmitButton>
      <p className="text-center text-sm text-white/85">
        {m.rememberedPassword}{' '}
        <Link to={loginPath} className={linkClass}>
          {authMessages.signIn}
        </Link>
      </p>
    </form>
  )
}
