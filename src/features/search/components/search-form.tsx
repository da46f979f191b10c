import { useState } from 'react'
import { SearchBox } from '@/components/ui/search-box'
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
  return (
    <SearchBox
      label={m.label}
      placeholder={m.placeholder}
      submitLabel={m.submit}
      name="q"
      value={value}
      onChange={setValue}
      onSubmit={() => onSearch(value.trim())}
      className="max-w-2xl"
    />
  )
}
