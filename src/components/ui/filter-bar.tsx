import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SelectField } from './field'
import { filterOptionsError } from './primitive-messages'
import { ErrorState } from './states'

/**
 * The filters of a list page: a search landmark that never submits (each field applies itself).
 * When `options` (the read of the menus' values) fails, a compact error with a retry follows it;
 * the list itself still works with "all".
 */
export function FilterBar({
  label,
  className,
  options,
  children,
}: {
  label: string
  className: string
  options?: UseQueryResult<unknown>
  children: ReactNode
}) {
  return (
    <>
      <form
        role="search"
        aria-label={label}
        className={className}
        onSubmit={(e) => e.preventDefault()}
      >
        {children}
      </form>
      {options?.isError && options.data === undefined ? (
        <ErrorState
          className="mb-8 md:max-w-2xl"
          title={filterOptionsError}
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : null}
    </>
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
