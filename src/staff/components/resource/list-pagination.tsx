import { Link, useSearchParams } from 'react-router-dom'
import { PAGE_PARAM, PageNav } from '@/components/ui/page-pagination'
import { withParams } from '@/lib/search-params'
import { listMessages as t } from '../../messages'
import { adminButton } from '../admin-button'
import { AdminEmptyState } from '../states'

/** `?pagina=` for page `page`, keeping every other parameter (page 1 drops it). */
function useHrefForPage(): (page: number) => string {
  const [params] = useSearchParams()
  return (page: number) => {
    const next = withParams(params, { [PAGE_PARAM]: page > 1 ? String(page) : null })
    const qs = next.toString()
    return qs ? `?${qs}` : '?'
  }
}

/** Previous/next links of a list, with "Página n de m"; nothing when there is one page. */
export function ListPagination({
  page,
  pages,
  label,
}: {
  page: number
  pages: number
  label: string
}) {
  const hrefFor = useHrefForPage()
  if (pages <= 1) return null
  return (
    <PageNav
      label={label}
      className="flex flex-wrap items-center justify-center gap-3"
      linkClassName={adminButton()}
      statusClassName="px-2 text-sm text-gray-800"
      previous={
        page > 1 ? { href: hrefFor(Math.min(page - 1, pages)), text: t.previousPage } : null
      }
      status={t.pageStatus(Math.min(page, pages), pages)}
      next={page < pages ? { href: hrefFor(page + 1), text: t.nextPage } : null}
    />
  )
}

/** Shown instead of a list when `?pagina=` is past its end, with a link to the first page. */
export function ListOutOfRange() {
  const hrefFor = useHrefForPage()
  return (
    <AdminEmptyState title={t.outOfRange} description={t.outOfRangeDescription}>
      <Link to={hrefFor(1)} className={adminButton({ className: 'mt-4' })}>
        {t.firstPage}
      </Link>
    </AdminEmptyState>
  )
}
