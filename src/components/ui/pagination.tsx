import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'

const pagerButton =
  'inline-flex h-11 items-center gap-1 rounded-full border border-current/40 px-4 font-semibold transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:cursor-not-allowed disabled:opacity-40 cursor-pointer'

/** "Página anterior / Página n de m / Próxima página" for lists paginated in the query. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  className,
}: {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  className?: string
}) {
  if (pageCount < 2) return null
  return (
    <nav
      aria-label="Paginação"
      className={cn('mt-10 flex items-center justify-center gap-4', className)}
    >
      <button
        type="button"
        className={pagerButton}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Página anterior
      </button>
      <p aria-live="polite" className="text-sm font-medium">
        Página {page} de {pageCount}
      </p>
      <button
        type="button"
        className={pagerButton}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Próxima página
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  )
}
