// Light-surface filters of the admin lists: URL state, the search form, selects, "Limpar filtros".
// (The shared ones in components/ui are drawn for the dark public pages.)
import { Search, X } from 'lucide-react'
import { useId, type FormEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { controlClass, SelectField } from '@/components/ui/field'
import { PAGE_PARAM } from '@/components/ui/page-pagination'
import { cn } from '@/lib/cn'
import { withParams } from '@/lib/search-params'
import { AdminButton } from '../admin-button'
import { listMessages } from '../../messages'

export const linkClass =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** The URL's search params and a setter that changes filters and goes back to the first page. */
export function useListSearch() {
  const [params, setParams] = useSearchParams()
  const setFilters = (changes: Record<string, string | null>) =>
    setParams(withParams(params, { ...changes, [PAGE_PARAM]: null }))
  return { params, setFilters }
}

/**
 * A search form (the "search" landmark unless inside a FilterPanel) that applies its words on Enter or "Buscar", not on every
 * keystroke, with "Limpar busca" while a search is applied. Give it `key={value}` so it follows the
 * URL when that changes elsewhere (back button, "Limpar filtros").
 */
export function SearchBox({
  label,
  hint,
  buttonLabel = listMessages.searchButton,
  clearLabel = listMessages.clearSearch,
  value,
  onSearch,
  className,
  landmark = true,
}: {
  label: string
  hint: string
  buttonLabel?: string
  clearLabel?: string
  value: string
  onSearch: (value: string) => void
  className?: string
  /** False inside a FilterPanel, which is already the search landmark. */
  landmark?: boolean
}) {
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('q')
    onSearch(typeof text === 'string' ? text.trim() : '')
  }
  return (
    <form
      role={landmark ? 'search' : undefined}
      onSubmit={onSubmit}
      className={cn('grid gap-1.5', className)}
    >
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          maxLength={200}
          aria-describedby={`${id}-hint`}
          className={cn(controlClass('light'), 'min-h-11 min-w-0 flex-1 basis-48')}
        />
        <AdminButton type="submit" variant="primary">
          <Search aria-hidden="true" className="h-4 w-4" />
          {buttonLabel}
        </AdminButton>
        {value ? (
          <AdminButton onClick={() => onSearch('')}>
            <X aria-hidden="true" className="h-4 w-4" />
            {clearLabel}
          </AdminButton>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {hint}
      </p>
    </form>
  )
}

/** A labelled light select of `options` after an "all" option (value ""). */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string
  value: string
  allLabel?: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}) {
  return (
    <SelectField
      tone="light"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="min-h-11"
    >
      {allLabel ? <option value="">{allLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  )
}

/** The filters' landmark (a search region that never navigates by itself). */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="search"
      aria-label={label}
      className="grid items-start gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
    </div>
  )
}

/** "Limpar filtros", shown while any filter is set. */
function ClearFiltersButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button
      variant="outline"
      className="min-h-11 self-end text-gray-900 hover:bg-gray-100 sm:justify-self-start"
      onClick={onClear}
    >
      {label}
    </Button>
  )
}

/**
 * The filters of a searchable list: the search form over two columns, the `children` (selects),
 * and "Limpar filtros" when `onClear` is given (while any filter is set).
 */
export function SearchFilterPanel({
  messages: t,
  search,
  onSearch,
  onClear,
  children,
}: {
  messages: {
    filtersLabel: string
    search: string
    searchHint: string
    searchButton: string
    clearFilters: string
  }
  search: string
  onSearch: (value: string) => void
  onClear?: () => void
  children: ReactNode
}) {
  return (
    <FilterPanel label={t.filtersLabel}>
      <SearchBox
        className="sm:col-span-2"
        landmark={false}
        key={search}
        label={t.search}
        hint={t.searchHint}
        buttonLabel={t.searchButton}
        value={search}
        onSearch={onSearch}
      />
      {children}
      {onClear ? <ClearFiltersButton label={t.clearFilters} onClear={onClear} /> : null}
    </FilterPanel>
  )
}
