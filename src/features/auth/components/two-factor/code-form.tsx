import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass, FieldShell, type FieldTone } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { twoFactorErrorMessage } from '../../api/two-factor-error'
import { useVerifyTotp } from '../../api/verify-totp'
import { twoFactorErrors, twoFactorMessages as m } from '../../two-factor-messages'

const CODE = /^\d{6}$/

/**
 * "Código de verificação" and its button: checks the code of `factorId` (challenge and verify) and
 * says what went wrong in pt-BR under the field, which takes the focus back so the message is read.
 */
export function TotpCodeForm({
  factorId,
  submitLabel,
  pendingLabel,
  onVerified,
  tone = 'dark',
}: {
  factorId: string
  submitLabel: string
  pendingLabel: string
  onVerified: () => void
  tone?: FieldTone
}) {
  const verify = useVerifyTotp()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const field = useRef<HTMLInputElement>(null)

  function fail(message: string) {
    setError(message)
    field.current?.focus()
    field.current?.select()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (verify.isPending) return
    // Apps show the code as "123 456"; a pasted space is not a mistake.
    const digits = code.replace(/\s/g, '')
    if (!CODE.test(digits)) return fail(twoFactorErrors.format)
    setError(undefined)
    verify.mutate(
      { factorId, code: digits },
      { onSuccess: onVerified, onError: (cause) => fail(twoFactorErrorMessage(cause)) },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FieldShell tone={tone} label={m.codeLabel} required hint={m.codeHint} error={error}>
        {(control) => (
          <input
            {...control}
            ref={field}
            name="totp_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={cn(controlClass(tone), 'max-w-56 font-mono text-lg tracking-[0.3em]')}
          />
        )}
      </FieldShell>
      <Button
        type="submit"
        disabled={verify.isPending}
        aria-busy={verify.isPending || undefined}
        className={cn('w-full sm:w-auto', tone === 'light' && 'focus-visible:outline-brand-600')}
      >
        {verify.isPending ? (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        ) : null}
        {verify.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
