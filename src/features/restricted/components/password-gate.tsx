import { LockKeyhole } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/password-field'
import { toast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { useVerifyPassword } from '../api/verify-password'
import type { RestrictedArea } from '../areas'
import { useGate } from '../gate-context'
import { areaTexts, gateMessages } from '../messages'

/** Areas shown on the light-grey background (specification section 2, Layout). */
function isLightArea(area: RestrictedArea): boolean {
  return area === 'admin' || area === 'escritor'
}

/** The password gate shown in place of a restricted page until its password is verified. */
export function PasswordGate({ area }: { area: RestrictedArea }) {
  const { unlock } = useGate(area)
  const verify = useVerifyPassword()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const inputRef = useRef<HTMLInputElement>(null)
  const submitting = useRef(false)
  const texts = areaTexts[area]
  const light = isLightArea(area)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting.current) return
    if (password === '') {
      setError(gateMessages.required)
      inputRef.current?.focus()
      return
    }
    submitting.current = true
    setError(undefined)
    try {
      const result = await verify.mutateAsync({ area, password })
      if (result.status === 'granted') {
        toast({ title: gateMessages.granted, variant: 'success' })
        unlock()
        return
      }
      if (result.status === 'rate-limited') {
        const message = gateMessages.rateLimited(
          Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
        )
        setError(message)
        toast({
          title: gateMessages.rateLimitedTitle,
          description: message,
          variant: 'destructive',
        })
      } else {
        setError(gateMessages.wrongInline)
        toast({
          title: gateMessages.deniedTitle,
          description: gateMessages.deniedDescription,
          variant: 'destructive',
        })
      }
      setPassword('')
      inputRef.current?.focus()
    } finally {
      submitting.current = false
    }
  }

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <div
        className={cn(
          'w-full rounded-3xl border p-8 shadow-xl',
          light
            ? 'border-gray-300 bg-white text-gray-900'
            : 'border-white/10 bg-ink-900 text-white',
        )}
      >
        <div
          className={cn(
            'mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full',
            light ? 'bg-brand-100 text-brand-700' : 'bg-brand-700/40 text-brand-200',
          )}
        >
          <LockKeyhole aria-hidden="true" className="h-7 w-7" />
        </div>
        <p
          className={cn(
            'text-center text-sm font-bold uppercase tracking-wider',
            light ? 'text-brand-700' : 'text-accent-300',
          )}
        >
          {texts.title}
        </p>
        <h1 className="mt-1 text-center text-3xl font-black tracking-tight">
          {gateMessages.heading}
        </h1>
        <p className={cn('mt-3 text-center', light ? 'text-gray-700' : 'text-white/85')}>
          {texts.subtitle}
        </p>
        <form className="mt-6 grid gap-4" noValidate onSubmit={(e) => void onSubmit(e)}>
          <PasswordField
            ref={inputRef}
            label={gateMessages.passwordLabel}
            tone={light ? 'light' : 'dark'}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={error}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button
            type="submit"
            disabled={verify.isPending}
            aria-busy={verify.isPending || undefined}
            className="w-full"
          >
            {verify.isPending ? (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
              />
            ) : null}
            {verify.isPending ? gateMessages.submitting : gateMessages.submit}
          </Button>
        </form>
      </div>
    </section>
  )
}
