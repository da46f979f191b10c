import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { cn } from '@/lib/cn'
import { fieldRequired } from './primitive-messages'

/** Dark surfaces (the public site) and light ones (the staff areas). */
export type FieldTone = 'dark' | 'light'

const controlClasses: Record<FieldTone, string> = {
  dark: 'w-full rounded-xl border border-white/20 bg-ink-950 px-4 py-3 text-white placeholder:text-white/60 focus:border-brand-300 focus:outline-2 focus:outline-brand-300 aria-[invalid=true]:border-red-400',
  light:
    'w-full rounded-xl border border-gray-400 bg-white px-4 py-2.5 text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-gray-100',
}

const shellTones: Record<FieldTone, { hint: string; error: string; mark: string }> = {
  dark: { hint: 'text-xs text-white/75', error: 'text-sm text-red-300', mark: 'text-accent-300' },
  light: { hint: 'text-xs text-gray-600', error: 'text-sm text-red-700', mark: 'text-red-700' },
}

/** The classes of a bare control (input, select, textarea) in the given tone. */
export function controlClass(tone: FieldTone = 'dark'): string {
  return controlClasses[tone]
}

/** Attributes that tie a control to its label, hint and error. */
interface ControlAttributes {
  id: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
}

interface FieldShellProps {
  label: string
  required?: boolean
  error?: string
  hint?: string
  className?: string
  tone?: FieldTone
  children: (control: ControlAttributes) => ReactNode
}

/** Label, control, hint and error wired together (aria-describedby, aria-invalid). */
export function FieldShell({
  label,
  required,
  error,
  hint,
  className,
  tone = 'dark',
  children,
}: FieldShellProps) {
  const id = useId()
  const t = shellTones[tone]
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className={t.mark} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {required ? <span className="sr-only"> {fieldRequired}</span> : null}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className={t.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={t.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface Common {
  label: string
  error?: string
  hint?: string
  wrapperClassName?: string
  required?: boolean
  className?: string
  tone?: FieldTone
}

/**
 * Splits a field's props: the shell's (label, error, hint, ...), the control's classes (its tone's,
 * then `extra`, then the caller's `className`) and the rest, spread on the control.
 */
function splitProps<P extends Common>(props: P, extra?: string) {
  const {
    label,
    error,
    hint,
    wrapperClassName,
    required,
    className,
    tone = 'dark',
    ...rest
  } = props
  const shell = { label, error, hint, required, tone, className: wrapperClassName }
  return { shell, classes: cn(controlClasses[tone], extra, className), rest }
}

export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { shell, classes, rest } = splitProps(props)
  return (
    <FieldShell {...shell}>
      {(control) => <input {...control} className={classes} {...rest} />}
    </FieldShell>
  )
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { shell, classes, rest } = splitProps(props, 'min-h-28')
  return (
    <FieldShell {...shell}>
      {(control) => <textarea {...control} className={classes} {...rest} />}
    </FieldShell>
  )
}

export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const { shell, classes, rest } = splitProps(props)
  return (
    <FieldShell {...shell}>
      {(control) => <select {...control} className={classes} {...rest} />}
    </FieldShell>
  )
}
