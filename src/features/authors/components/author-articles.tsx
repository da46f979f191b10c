import { Link } from 'react-router-dom'
import { usePageParam } from '@/components/ui/page-pagination'
import { PagedList, StackSkeleton } from '@/components/ui/paged-list'
import { formatMovementDate, movementIsoDay } from '@/lib/movement-time'
import { AUTHOR_ARTICLES_PAGE_SIZE, useAuthorArticles } from '../api/get-author-articles'
import { authorMessages as m } from '../messages'
import { href, newsArticlePath } from '@/config/paths'
import { ResponsiveImage } from '@/components/ui/responsive-image'

export function AuthorArticles({ authorId, authorName }: { authorId: string; authorName: string }) {
  const page = usePageParam()
  const query = useAuthorArticles({ authorId, page, pageSize: AUTHOR_ARTICLES_PAGE_SIZE })
  return (
    <section aria-labelledby="author-articles" className="mt-12">
      <h2 id="author-articles" className="text-2xl font-bold">
        {m.articlesHeading(authorName)}
      </h2>
      <div className="mt-6">
        <PagedList
          query={query}
          page={page}
          pageSize={AUTHOR_ARTICLES_PAGE_SIZE}
          messages={{
            error: m.articlesError,
            empty: m.articlesEmpty,
            count: m.articlesCount,
            pagination: m.paginationLabel,
          }}
          skeleton={
            <StackSkeleton count={3} itemClassName="h-28" testId="author-articles-skeleton" />
          }
          listClassName="grid gap-4"
          renderItem={(a) => (
            <article className="relative flex gap-4 rounded-2xl border border-white/10 bg-ink-900 p-4 hover:border-brand-300/60">
              {a.cover_image_url ? (
                <ResponsiveImage
                  src={a.cover_image_url}
                  alt=""
                  sizes="160px"
                  width={160}
                  height={90}
                  className="hidden h-[90px] w-40 shrink-0 rounded-xl object-cover sm:block"
                />
              ) : null}
              <div className="min-w-0">
                <p className="text-sm text-white/80">
                  <time dateTime={movementIsoDay(a.published_at)}>
                    {formatMovementDate(a.published_at)}
                  </time>
                </p>
                <h3 className="mt-1 text-lg font-bold">
                  <Link
                    to={href(newsArticlePath, { id: a.slug || a.id })}
                    className="after:absolute after:inset-0"
                  >
                    {a.title}
                  </Link>
                </h3>
                {a.summary ? <p className="mt-1 line-clamp-2 text-white/85">{a.summary}</p> : null}
              </div>
            </article>
          )}
        />
      </div>
    </section>
  )
}
