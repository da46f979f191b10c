import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PAGE_PARAM } from '@/components/ui/page-pagination'
import { newsMessages as m } from '../messages'

export const SEARCH_PARAM = 'busca'

/** Title search: writes `?busca=` and goes back to the first page. */
export function NewsSearchForm({ initial }: { initial: string }) {
  const [params, setParams] = useSearchParams()
  const [value, setValue] = useState(initial)
  const id = useId()

  function apply(term: string) {
    const next = new URLSearchParams(params)
    next.delete(PAGE_PARAM)
    if (term.trim()) next.set(SEARCH_PARAM, term.trim())
    else next.delete(SEARCH_PARAM)
    setParams(next)
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    apply(value)
  }

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="mt-6 flex max-w-xl flex-wrap items-end gap-3"
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {m.searchLabel}
        </label>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={200}
          placeholder={m.searchPlaceholder}
          onChange={(e) => setValue(e.target.value)}
          className="h-11 w-full rounded-full border border-white/20 bg-ink-900 px-4 text-white placeholder:text-white/60 focus:border-brand-300 focus:outline-2 focus:outline-brand-300"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        {m.searchButton}
      </button>
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
    </form>
  )
}
