import type { ReactNode } from 'react'
import { SelectField } from './field'

/** The filters of a list page: a search landmark that never submits (each field applies itself). */
export function FilterBar({
  label,
  className,
  children,
}: {
  label: string
  className: string
  children: ReactNode
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
    </form>
  )
}

/** A labelled select of `options` after an "all" option (value ""); `children` go last. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  children,
}: {
  label: string
  value: string | number
  allLabel: string
  options: ReadonlyArray<string | number>
  onChange: (value: string) => void
  children?: ReactNode
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
      {children}
    </SelectField>
  )
}
