import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { ErrorState } from '@/components/ui/states'
import { useSiteSearch } from '../api/search-site'
import { searchMessages as m } from '../messages'
import { SearchResult } from './search-result'
import { SearchSuggestions } from './search-suggestions'

function ResultsSkeleton() {
  return (
    <ul className="grid gap-4" aria-hidden="true" data-testid="search-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="grid gap-3 rounded-2xl border border-white/10 p-5">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </li>
      ))}
    </ul>
  )
}

/** The results for `term`, best first, ten at a time ("Ver mais resultados"). */
export function SearchResults({ term }: { term: string }) {
  const query = useSiteSearch(term)
  if (query.isPending) {
    return (
      <>
        <ResultsSkeleton />
        <SlowNotice />
      </>
    )
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState title={m.errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    )
  }
  const hits = query.data.pages.flatMap((p) => p.hits)
  const total = query.data.pages[0]?.total ?? 0
  if (hits.length === 0) {
    return <SearchSuggestions title={m.emptyTitle(term)} description={m.emptyDescription} />
  }
  return (
    <>
      <p role="status" className="mb-4 text-white/85">
        {m.count(total, term)}
      </p>
      <ol className="grid gap-4">
        {hits.map((hit) => (
          <li key={`${hit.kind}:${hit.id}`}>
            <SearchResult hit={hit} />
          </li>
        ))}
      </ol>
      {query.isFetchNextPageError ? (
        <ErrorState
          className="mt-4"
          title={m.errorTitle}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? m.loadingMore : m.more}
          </Button>
        </div>
      ) : null}
    </>
  )
}
