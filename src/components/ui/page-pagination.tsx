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

/**
 * A pager: the previous page's link, where the list stands, the next page's link (each link only
 * when there is such a page). The look and the words are the caller's: the public lists'
 * `PagePagination` and the staff lists' pagers share it.
 */
export function PageNav({
  label,
  className,
  linkClassName,
  statusClassName,
  previous,
  status,
  next,
}: {
  label: string
  className?: string
  linkClassName: string
  statusClassName?: string
  previous: { href: string; text: string } | null
  status: string
  next: { href: string; text: string } | null
}) {
  return (
    <nav aria-label={label} className={className}>
      {previous ? (
        <Link to={previous.href} className={linkClassName}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {previous.text}
        </Link>
      ) : null}
      <p className={statusClassName}>{status}</p>
      {next ? (
        <Link to={next.href} className={linkClassName}>
          {next.text}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  )
}

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
    <PageNav
      label={label}
      className={cn('mt-10 flex flex-wrap items-center justify-center gap-3', className)}
      linkClassName={linkClass}
      statusClassName="px-2 text-sm"
      previous={page > 1 ? { href: hrefFor(Math.min(page - 1, pages)), text: t.previous } : null}
      status={t.position(Math.min(page, pages), pages)}
      next={page < pages ? { href: hrefFor(page + 1), text: t.next } : null}
    />
  )
}
