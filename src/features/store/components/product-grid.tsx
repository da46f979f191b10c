import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useProducts } from '../api/get-products'
import { storeMessages as m } from '../messages'
import { ProductCard } from './product-card'

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

function GridSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className={gridClass}>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-white/10">
          <Skeleton className="aspect-square rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  )
}

export function ProductGrid() {
  const query = useProducts()
  const { data, fetchNextPage, refetch } = query
  if (query.isPending) {
    return (
      <>
        <GridSkeleton />
        <SlowNotice />
      </>
    )
  }
  // A failed "Carregar mais" keeps the products already shown (the query keeps its data).
  if (!data) {
    return <ErrorState title={m.errorTitle} error={query.error} onRetry={() => void refetch()} />
  }
  const products = data.pages.flatMap((p) => p.products)
  const total = data.pages[0]?.count ?? products.length
  if (products.length === 0)
    return <EmptyState title={m.emptyTitle} description={m.emptyDescription} />
  return (
    <div className="grid gap-8">
      <ul className={gridClass} aria-label={m.listLabel}>
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorState title={m.errorTitle} error={query.error} onRetry={() => void fetchNextPage()} />
      ) : null}
      {query.hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-white/75">{m.shown(products.length, total)}</p>
          {!query.isFetchNextPageError ? (
            <Button
              variant="outline"
              onClick={() => void fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? m.loadingMore : m.loadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
