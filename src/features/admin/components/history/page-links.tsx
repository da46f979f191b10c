import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { PAGE_PARAM } from '@/components/ui/page-pagination'
import { withParams } from '@/lib/search-params'
import { historyMessages } from '@/staff/history-messages'
import { adminButton } from '@/staff/components/admin-button'

const t = historyMessages.activity

/** "Mais recentes" / "Mais antigas" of a list paged in the database without a total. */
export function PageLinks({
  page,
  hasMore,
  label,
}: {
  page: number
  hasMore: boolean
  label: string
}) {
  const [params] = useSearchParams()
  const hrefFor = (n: number) => {
    const qs = withParams(params, { [PAGE_PARAM]: n > 1 ? String(n) : null }).toString()
    return qs ? `?${qs}` : '?'
  }
  if (page <= 1 && !hasMore) return null
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={adminButton()}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t.newer}
        </Link>
      ) : null}
      <p className="px-2 text-sm text-gray-800">{t.page(page)}</p>
      {hasMore ? (
        <Link to={hrefFor(page + 1)} className={adminButton()}>
          {t.older}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  )
}

/** The page number of the URL (`?pagina=`), 1 when absent or not a positive integer. */
export function usePageParam(): number {
  const [params] = useSearchParams()
  const n = Number(params.get(PAGE_PARAM))
  return Number.isInteger(n) && n > 0 ? n : 1
}
