import { MailCheck } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { TextField } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-field'
import { PrivacyConsent } from '@/components/ui/privacy-consent'
import { toast } from '@/components/ui/toast'
import { authErrorMessage } from '../api/auth-error-message'
import { useSignUp } from '../api/sign-up'
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid'
import { authMessages } from '../messages'
import { formMessages } from '../form-messages'
import { newPasswordErrors } from '../password-schema'
import { FormFailure } from './form-failure'
import { SubmitButton } from './submit-button'
import { loginPath } from '@/config/paths'

type Field = 'fullName' | 'email' | 'password' | 'confirmation'
type Errors = Partial<Record<Field, string>>

/**
 * Sign-up with full name, e-mail and password (twice). With e-mail confirmation on (config.toml and
 * the local backend) the form gives way to a note asking the visitor to confirm the e-mail; should a
 * project answer with a session (confirmation off) `onSignedIn` runs.
 */
export function RegisterForm({ onSignedIn, from }: { onSignedIn: () => void; from?: string }) {
  const signUp = useSignUp()
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: '',
    email: '',
    password: '',
    confirmation: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const pending = useRef(false)
  const { formRef, requestFocus } = useFocusFirstInvalid()
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending.current) return
    const next: Errors = {}
    if (values.fullName.trim() === '') next.fullName = formMessages.required.fullName
    if (values.email.trim() === '') next.email = formMessages.required.email
    Object.assign(next, newPasswordErrors(values))
    setErrors(next)
    setFailure(undefined)
    if (Object.keys(next).length > 0) {
      requestFocus()
      return
    }
    pending.current = true
    const email = values.email.trim()
    signUp.mutate(
      { fullName: values.fullName.trim(), email, password: values.password },
      {
        onSuccess: ({ session }) => {
          if (session) {
            toast({
              title: formMessages.signUpSuccess,
              description: formMessages.signUpSignedIn,
              variant: 'success',
              dismissOn: 'sign-out',
            })
            onSignedIn()
          } else {
            toast({
              title: formMessages.signUpSuccess,
              description: formMessages.signUpConfirmEmail,
              variant: 'success',
              dismissOn: 'sign-in',
            })
            setSentTo(email)
          }
        },
        onError: (error) => {
          const message = authErrorMessage(error, authMessages.fallback)
          setFailure(message)
          toast({
            title: formMessages.signUpFailed,
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

  if (sentTo) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheck aria-hidden="true" className="h-10 w-10 text-accent-300" />
        <p className="text-lg font-semibold">{formMessages.signUpSuccess}</p>
        <p className="max-w-full text-white/85">
          {formMessages.signUpConfirmEmail} {formMessages.linkSentTo}{' '}
          {/* A long address breaks where it must: on a 320 px phone it would push the page sideways. */}
          <strong className="text-white [overflow-wrap:anywhere]">{sentTo}</strong>.
        </p>
        <Link
          to={loginPath}
          state={from ? { from } : undefined}
          className="font-semibold text-accent-300 underline underline-offset-4"
        >
          {formMessages.goToLogin}
        </Link>
      </div>
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label={formMessages.fullName}
        name="full_name"
        autoComplete="name"
        required
        maxLength={200}
        value={values.fullName}
        error={errors.fullName}
        onChange={set('fullName')}
      />
      <TextField
        label={formMessages.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <PasswordField
        label={formMessages.password}
        name="password"
        autoComplete="new-password"
        required
        hint={formMessages.passwordRule}
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
      <PasswordField
        label={formMessages.confirmPassword}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={errors.confirmation}
        onChange={set('confirmation')}
      />
      {failure ? <FormFailure title={formMessages.signUpFailed} detail={failure} /> : null}
      <PrivacyConsent action={formMessages.createAccountConsent} />
      <SubmitButton pending={signUp.isPending} pendingLabel={formMessages.creatingAccount}>
        {formMessages.createAccount}
      </SubmitButton>
      <p className="text-center text-sm text-white/85">
        {formMessages.hasAccount}{' '}
        <Link
          to={loginPath}
          state={from ? { from } : undefined}
          className="font-semibold text-accent-300 underline underline-offset-4"
        >
          {authMessages.signIn}
        </Link>
      </p>
    </form>
  )
}
