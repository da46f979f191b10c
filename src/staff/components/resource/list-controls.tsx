import { SelectField } from '@/components/ui/field'
import { listMessages as t } from '../../messages'
import type { ResourceConfig } from '../../resources/types'
import { SearchBox } from '../list/list-parts'

interface ListControlsProps {
  config: ResourceConfig
  q: string
  sort: string
  onSearch: (q: string) => void
  onSort: (sort: string) => void
}

/** The search box (sent with "Buscar") and the sort select of a list; both live in the URL. */
export function ListControls({ config, q, sort, onSearch, onSort }: ListControlsProps) {
  return (
    <div className="grid gap-4 rounded-2xl border border-gray-300 bg-white p-4 md:grid-cols-[1fr_auto] md:items-end">
      {config.search.length > 0 ? (
        // Keyed by the URL's text: going back or clearing shows what the list is filtered by.
        <SearchBox
          key={q}
          label={`${t.searchLabel} ${config.names.plural}`}
          hint={config.searchHint}
          buttonLabel={t.searchButton}
          clearLabel={t.clearSearch}
          value={q}
          onSearch={onSearch}
        />
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
