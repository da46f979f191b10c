import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { paginationMessages as t } from './messages'
import { EmptyState } from './states'

export const PAGE_PARAM = 'pagina'

/** The 1-based page number in the URL's `?pagina=` (1 when missing or invalid). */
export function usePageParam(): number {
  const [params] = useSearchParams()
  const n = Number(params.get(PAGE_PARAM))
  return Number.isInteger(n) && n > 1 ? n : 1
}

/** PostgREST answers 416 (PGRST103) when `?pagina=` asks for a page past the end of the list. */
export function isPageOutOfRange(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PGRST103'
  )
}

function firstPageHref(params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  next.delete(PAGE_PARAM)
  const qs = next.toString()
  return qs ? `?${qs}` : '?'
}

/** Shown instead of the list when the page in the URL is past its end. */
export function PageOutOfRange() {
  const [params] = useSearchParams()
  return (
    <EmptyState title={t.outOfRangeTitle} description={t.outOfRangeDescription}>
      <Link
        to={firstPageHref(params)}
        className="mt-4 inline-block font-semibold text-accent-300 underline underline-offset-4"
      >
        {t.firstPage}
      </Link>
    </EmptyState>
  )
}

const linkClass =
  'inline-flex h-11 items-center gap-1 rounded-full border border-current/30 px-4 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300'

/** Previous/next links that keep every other query parameter; hidden when there is one page. */
export function PagePagination({
  page,
  pageSize,
  total,
  label = t.label,
  className,
}: {
  page: number
  pageSize: number
  total: number
  label?: string
  className?: string
}) {
  const [params] = useSearchParams()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const hrefFor = (p: number) => {
    if (p <= 1) return firstPageHref(params)
    const next = new URLSearchParams(params)
    next.set(PAGE_PARAM, String(p))
    return `?${next.toString()}`
  }
  return (
    <nav
      aria-label={label}
      className={cn('mt-10 flex flex-wrap items-center justify-center gap-3', className)}
    >
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pages))} className={linkClass}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t.previous}
        </Link>
      ) : null}
      <p className="px-2 text-sm">{t.position(Math.min(page, pages), pages)}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          {t.next}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  )
}
