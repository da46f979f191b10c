import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { searchMessages as m } from '../messages'

/**
 * The search box: submits the trimmed words (the page keeps them in `?q=`) and shows the address's
 * words when they change (an example link, back and forward), keeping its focus.
 */
export function SearchForm({
  initial,
  onSearch,
}: {
  initial: string
  onSearch: (term: string) => void
}) {
  const [value, setValue] = useState(initial)
  const [shown, setShown] = useState(initial)
  if (initial !== shown) {
    setShown(initial)
    setValue(initial)
  }
  const id = useId()

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    onSearch(value.trim())
  }

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="mt-6 flex max-w-2xl flex-wrap items-end gap-3"
    >
      <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {m.label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          maxLength={200}
          enterKeyHint="search"
          placeholder={m.placeholder}
          onChange={(e) => setValue(e.target.value)}
          className="h-11 w-full rounded-full border border-white/20 bg-ink-900 px-4 text-white placeholder:text-white/60 focus:border-brand-300 focus:outline-2 focus:outline-brand-300"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        {m.submit}
      </button>
    </form>
  )
}
