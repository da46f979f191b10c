import { useSearchParams } from 'react-router-dom'
import { PAGE_PARAM, PageNav } from '@/components/ui/page-pagination'
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
    <PageNav
      label={label}
      className="flex flex-wrap items-center justify-center gap-3"
      linkClassName={adminButton()}
      statusClassName="px-2 text-sm text-gray-800"
      previous={page > 1 ? { href: hrefFor(page - 1), text: t.newer } : null}
      status={t.page(page)}
      next={hasMore ? { href: hrefFor(page + 1), text: t.older } : null}
    />
  )
}
