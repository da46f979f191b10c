import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { PasswordField } from '@/components/ui/password-field'
import { authErrorMessage } from '../api/auth-error-message'
import { useUpdatePassword } from '../api/update-password'
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid'
import { formMessages, recoveryMessages } from '../form-messages'
import { newPasswordErrors, type NewPasswordField } from '../password-schema'
import { FormFailure } from './form-failure'
import { SubmitButton } from './submit-button'

const m = recoveryMessages

// Only for accounts with the second factor on: loaded when the service asks for a code.
const RecoveryChallenge = lazy(() =>
  import('./two-factor/recovery-challenge').then((mod) => ({ default: mod.RecoveryChallenge })),
)

/** GoTrue's 401 for an account with the second factor on whose session is at aal1. */
function needsSecondFactor(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'insufficient_aal'
}

/** The recovery session is gone (expired, signed out elsewhere): the link must be asked again. */
function isSessionGone(error: unknown): boolean {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown }
  return name === 'AuthSessionMissingError' || status === 401 || status === 403
}

/**
 * New password and its confirmation, with the rule shown from the start. `onSaved` runs once the
 * password is changed (the person stays signed in); `onSessionGone` when the link's session ended.
 */
export function ResetPasswordForm({
  email,
  onSaved,
  onSessionGone,
}: {
  email: string
  onSaved: () => void
  onSessionGone: () => void
}) {
  const update = useUpdatePassword()
  const [values, setValues] = useState({ password: '', confirmation: '' })
  const [errors, setErrors] = useState<Partial<Record<NewPasswordField, string>>>({})
  const [failure, setFailure] = useState<string>()
  const [askingCode, setAskingCode] = useState(false)
  const pending = useRef(false)
  const { formRef, requestFocus } = useFocusFirstInvalid()
  const set = (field: NewPasswordField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending.current) return
    const next = newPasswordErrors(values)
    setErrors(next)
    setFailure(undefined)
    if (Object.keys(next).length > 0) {
      requestFocus()
      return
    }
    save()
  }

  function save() {
    pending.current = true
    update.mutate(values.password, {
      onSuccess: onSaved,
      onError: (error) => {
        if (needsSecondFactor(error)) setAskingCode(true)
        else if (isSessionGone(error)) onSessionGone()
        else {
          setAskingCode(false)
          setFailure(authErrorMessage(error, m.unavailable))
        }
      },
      onSettled: () => {
        pending.current = false
      },
    })
  }

  if (askingCode) {
    // The new password waits in this form's state until the code is right, then is sent again.
    return (
      <Suspense fallback={<Spinner className="min-h-24 w-full justify-center" />}>
        <RecoveryChallenge onVerified={save} />
        {update.isPending ? (
          <Spinner label={m.saving} className="mt-4 w-full justify-center" />
        ) : null}
      </Suspense>
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      {email ? (
        <p className="text-center text-sm text-white/85">
          {m.account}: <strong className="text-white">{email}</strong>
        </p>
      ) : null}
      {/* Lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        label={m.newPassword}
        name="new_password"
        autoComplete="new-password"
        required
        hint={formMessages.passwordRule}
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
      <PasswordField
        label={m.confirmNewPassword}
        name="new_password_confirmation"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation}
        onChange={set('confirmation')}
      />
      {failure ? <FormFailure title={m.saveFailed} detail={failure} /> : null}
      <SubmitButton pending={update.isPending} pendingLabel={m.saving}>
        {m.save}
      </SubmitButton>
    </form>
  )
}
