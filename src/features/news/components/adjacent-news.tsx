import { ArrowLeft, ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { ErrorState } from '@/components/ui/states'
import { useAdjacentNews } from '../api/get-adjacent-news'
import { newsMessages as m } from '../messages'
import { newsPath } from './news-card'

const cardClass =
  'flex h-full flex-col gap-1 rounded-2xl border border-white/10 p-4 hover:border-brand-300/60 focus-visible:outline-2 focus-visible:outline-brand-300'

/** Links to the older and newer articles; a failed lookup says so below the article, with a retry. */
export function AdjacentNews({ id, publishedAt }: { id: string; publishedAt: string }) {
  const query = useAdjacentNews({ id, publishedAt })
  if (query.isPending) {
    return (
      <div className="mt-10">
        <Skeleton className="h-24" />
        <SlowNotice />
      </div>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        className="mt-10"
        title={m.adjacentError}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (!query.data.previous && !query.data.next) return null
  const { previous, next } = query.data
  return (
    <nav aria-label={m.adjacentLabel} className="mt-10 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link to={newsPath(previous)} className={cardClass}>
          <span className="inline-flex items-center gap-1 text-sm text-white/80">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {m.previous}
          </span>
          <span className="font-bold">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={newsPath(next)} className={`${cardClass} sm:text-right`}>
          <span className="inline-flex items-center gap-1 text-sm text-white/80 sm:justify-end">
            {m.next}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </span>
          <span className="font-bold">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  )
}
