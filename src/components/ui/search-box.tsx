import { Search } from 'lucide-react'
import { useId, type FormEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A labelled search form (role "search"): a text box and its submit button, 44 px tall. The
 * owner keeps the typed value and decides what a submit does; `children` are extra actions.
 */
export function SearchBox({
  label,
  placeholder,
  submitLabel,
  value,
  onChange,
  onSubmit,
  name,
  className,
  children,
}: {
  label: string
  placeholder: string
  submitLabel: string
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  name?: string
  className?: string
  children?: ReactNode
}) {
  const id = useId()
  function submit(e: FormEvent) {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form
      role="search"
      onSubmit={submit}
      className={cn('mt-6 flex flex-wrap items-end gap-3', className)}
    >
      <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name={name}
          value={value}
          maxLength={200}
          enterKeyHint="search"
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-full rounded-full border border-white/20 bg-ink-900 px-4 text-white placeholder:text-white/60 focus:border-brand-300 focus:outline-2 focus:outline-brand-300"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        {submitLabel}
      </button>
      {children}
    </form>
  )
}
