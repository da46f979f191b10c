import { Search, X } from 'lucide-react'
import { useId, type FormEvent } from 'react'
import { controlClass, SelectField } from '@/components/ui/field'
import { listMessages as t } from '../../messages'
import type { ResourceConfig } from '../../resources/types'
import { AdminButton } from '../admin-button'

interface ListControlsProps {
  config: ResourceConfig
  q: string
  sort: string
  onSearch: (q: string) => void
  onSort: (sort: string) => void
}

/** The search box (sent with "Buscar") and the sort select of a list; both live in the URL. */
export function ListControls({ config, q, sort, onSearch, onSort }: ListControlsProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    onSearch(typeof value === 'string' ? value.trim() : '')
  }
  return (
    <div className="grid gap-4 rounded-2xl border border-gray-300 bg-white p-4 md:grid-cols-[1fr_auto] md:items-end">
      {config.search.length > 0 ? (
        <form role="search" onSubmit={onSubmit} className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {t.searchLabel} {config.names.plural}
          </label>
          <div className="flex flex-wrap gap-2">
            {/* Keyed by the URL's text: going back or clearing shows what the list is filtered by. */}
            <input
              key={q}
              id={id}
              name="q"
              type="search"
              defaultValue={q}
              aria-describedby={hintId}
              className={`${controlClass('light')} min-w-0 flex-1 basis-48`}
            />
            <AdminButton type="submit" variant="primary">
              <Search aria-hidden="true" className="h-4 w-4" />
              {t.searchButton}
            </AdminButton>
            {q ? (
              <AdminButton onClick={() => onSearch('')}>
                <X aria-hidden="true" className="h-4 w-4" />
                {t.clearSearch}
              </AdminButton>
            ) : null}
          </div>
          <p id={hintId} className="text-xs text-gray-600">
            {config.searchHint}
          </p>
        </form>
      ) : null}
      <SelectField
        tone="light"
        label={t.sortLabel}
        value={sort}
        onChange={(event) => onSort(event.target.value)}
        wrapperClassName="md:min-w-64"
      >
        {config.sorts.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
