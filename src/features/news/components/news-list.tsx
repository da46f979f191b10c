import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'
import { usePageParam } from '@/components/ui/page-pagination'
import { PagedList } from '@/components/ui/paged-list'
import { Seo } from '@/components/ui/seo'
import { Skeleton } from '@/components/ui/skeleton'
import { NEWS_PAGE_SIZE, useNewsList } from '../api/get-news-list'
import { newsMessages as m } from '../messages'
import { NewsCard } from './news-card'
import { NewsSearchForm, SEARCH_PARAM } from './news-search-form'

function NewsGridSkeleton() {
  return (
    <ul
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      aria-hidden="true"
      data-testid="news-skeleton"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-white/10">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-5/6" />
            <Skeleton className="h-4 w-full" />
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * `/noticias`: newest first, paginated in the query (`?pagina=`), with a full-text search in
 * Portuguese (`?busca=`, best matches first).
 */
export function NewsList() {
  const [params] = useSearchParams()
  const search = (params.get(SEARCH_PARAM) ?? '').trim()
  const page = usePageParam()
  const query = useNewsList({ page, pageSize: NEWS_PAGE_SIZE, search })

  return (
    <>
      <Seo title={m.listTitle} description={m.listDescription} feed />
      <PageHeader title={m.listTitle} description={m.listDescription}>
        <NewsSearchForm key={search} initial={search} />
      </PageHeader>
      <section aria-labelledby="news-results" className="mx-auto max-w-7xl px-4 pb-16">
        <h2 id="news-results" className="sr-only">
          {m.results}
        </h2>
        <PagedList
          query={query}
          page={page}
          pageSize={NEWS_PAGE_SIZE}
          messages={{
            error: m.errorTitle,
            empty: search ? m.emptySearchTitle(search) : m.emptyTitle,
            emptyDescription: search ? m.emptySearchDescription : m.emptyDescription,
            count: (total) => (search ? m.countForSearch(total, search) : m.count(total)),
            pagination: m.paginationLabel,
          }}
          skeleton={<NewsGridSkeleton />}
          countClassName="mb-6 text-white/85"
          countLive
          itemClassName="flex"
          renderItem={(item) => <NewsCard item={item} headingLevel={3} />}
        />
      </section>
    </>
  )
}
