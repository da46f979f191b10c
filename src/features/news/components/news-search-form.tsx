import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PAGE_PARAM } from '@/components/ui/page-pagination'
import { SearchBox } from '@/components/ui/search-box'
import { newsMessages as m } from '../messages'

export const SEARCH_PARAM = 'busca'

/** The news search (accent-insensitive, in the database): writes `?busca=`, back to the first page. */
export function NewsSearchForm({ initial }: { initial: string }) {
  const [params, setParams] = useSearchParams()
  const [value, setValue] = useState(initial)

  function apply(term: string) {
    const next = new URLSearchParams(params)
    next.delete(PAGE_PARAM)
    if (term.trim()) next.set(SEARCH_PARAM, term.trim())
    else next.delete(SEARCH_PARAM)
    setParams(next)
  }

  return (
    <SearchBox
      label={m.searchLabel}
      placeholder={m.searchPlaceholder}
      submitLabel={m.searchButton}
      value={value}
      onChange={setValue}
      onSubmit={() => apply(value)}
      className="max-w-xl"
    >
      {initial ? (
        <button
          type="button"
          onClick={() => {
            setValue('')
            apply('')
          }}
          className="h-11 rounded-full px-4 text-sm font-semibold underline underline-offset-4 hover:bg-white/10"
        >
          {m.clearSearch}
        </button>
      ) : null}
    </SearchBox>
  )
}
