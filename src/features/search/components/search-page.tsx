import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'
import { NoIndex, Seo } from '@/components/ui/seo'
import { searchMessages as m } from '../messages'
import { SearchForm } from './search-form'
import { SearchResults } from './search-results'
import { SearchSuggestions } from './search-suggestions'

const QUERY_PARAM = 'q'

/** `/busca?q=`: the site-wide search. Result pages are kept out of search engines. */
export function SearchPage() {
  const [params, setParams] = useSearchParams()
  const term = (params.get(QUERY_PARAM) ?? '').trim()

  return (
    <>
      <Seo title={m.title} description={m.description} />
      {term ? <NoIndex /> : null}
      <PageHeader title={m.title} description={m.description}>
        <SearchForm
          initial={term}
          onSearch={(next) => setParams(next ? { [QUERY_PARAM]: next } : {})}
        />
      </PageHeader>
      <section aria-labelledby="search-results" className="mx-auto max-w-4xl px-4 pb-16">
        <h2 id="search-results" className="sr-only">
          {m.resultsHeading}
        </h2>
        {term ? (
          <SearchResults term={term} />
        ) : (
          <SearchSuggestions title={m.startTitle} description={m.startDescription} />
        )}
      </section>
    </>
  )
}
