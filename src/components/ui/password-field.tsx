import { Eye, EyeOff } from 'lucide-react'
import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { fieldRequired, showPasswordPrefix } from './primitive-messages'

type Tone = 'dark' | 'light'

const toneClass: Record<Tone, { input: string; error: string; hint: string; toggle: string }> = {
  dark: {
    input: 'border-white/20 bg-ink-950 text-white placeholder:text-white/60',
    error: 'text-red-300',
    hint: 'text-white/75',
    toggle: 'text-white/85 hover:bg-white/10',
  },
  light: {
    input: 'border-gray-400 bg-white text-gray-900 placeholder:text-gray-600',
    error: 'text-red-700',
    hint: 'text-gray-600',
    toggle: 'text-gray-700 hover:bg-gray-100',
  },
}

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string
  error?: string
  /** Shown from the start under the field (the password rule) and read with it. */
  hint?: string
  tone?: Tone
}

/** A labelled password input whose value can be revealed, with its hint and error announced. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { label, error, hint, tone = 'dark', required, className, ...props },
    ref,
  ) {
    const id = useId()
    const errorId = `${id}-error`
    const hintId = `${id}-hint`
    const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
    const [visible, setVisible] = useState(false)
    const colors = toneClass[tone]
    return (
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
          {required ? <span className="sr-only"> {fieldRequired}</span> : null}
        </label>
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cn(
              'w-full rounded-xl border py-3 pl-4 pr-12 focus:border-brand-500 focus:outline-2 focus:outline-brand-400 aria-[invalid=true]:border-red-500',
              colors.input,
              className,
            )}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={`${showPasswordPrefix} ${label.toLowerCase()}`}
            className={cn(
              'absolute right-1.5 top-1/2 -translate-y-1/2 rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-brand-400',
              colors.toggle,
            )}
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Eye aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        </div>
        {hint ? (
          <p id={hintId} className={cn('text-xs', colors.hint)}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className={cn('text-sm', colors.error)}>
            {error}
          </p>
        ) : null}
      </div>
    )
  },
)
