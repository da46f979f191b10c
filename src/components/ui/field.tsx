import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { cn } from '@/lib/cn'

const controlClass =
  'w-full rounded-xl border border-white/20 bg-ink-950 px-4 py-3 text-white placeholder:text-white/60 focus:border-brand-300 focus:outline-2 focus:outline-brand-300 aria-[invalid=true]:border-red-400'

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
  children: (control: ControlAttributes) => ReactNode
}

/** Label, control, hint and error wired together (aria-describedby, aria-invalid). */
export function FieldShell({ label, required, error, hint, className, children }: FieldShellProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span className="text-accent-300" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {required ? <span className="sr-only"> (obrigatório)</span> : null}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-white/75">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
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
}

export function TextField({
  label,
  error,
  hint,
  wrapperClassName,
  required,
  className,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const shell = { label, error, hint, required, className: wrapperClassName }
  return (
    <FieldShell {...shell}>
      {(control) => <input {...control} className={cn(controlClass, className)} {...props} />}
    </FieldShell>
  )
}

export function TextAreaField({
  label,
  error,
  hint,
  wrapperClassName,
  required,
  className,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const shell = { label, error, hint, required, className: wrapperClassName }
  return (
    <FieldShell {...shell}>
      {(control) => (
        <textarea {...control} className={cn(controlClass, 'min-h-28', className)} {...props} />
      )}
    </FieldShell>
  )
}

export function SelectField({
  label,
  error,
  hint,
  wrapperClassName,
  required,
  className,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const shell = { label, error, hint, required, className: wrapperClassName }
  return (
    <FieldShell {...shell}>
      {(control) => <select {...control} className={cn(controlClass, className)} {...props} />}
    </FieldShell>
  )
}
