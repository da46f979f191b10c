import { Link, useSearchParams } from 'react-router-dom'
import { PAGE_PARAM, usePageParam } from '@/components/ui/page-pagination'
import { formatMovementDateTime } from '@/lib/movement-time'
import { withParams } from '@/lib/search-params'
import type { HistoryAction } from '@/types/database'
import { actionVerbs, historyMessages, tableLabels } from '@/staff/history-messages'
import { AdminPage } from '@/staff/components/admin-page'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { useActivity, type ActivityEntry } from '../../api/get-activity'
import { adminEditHref } from '../../history-targets'
import { ActivityFilters, type ActivityFilterValues } from './activity-filters'
import { PageLinks } from './page-links'

const t = historyMessages.activity
const PAGE_SIZE = 25
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** /admin/atividade: who did what and when, filtered and paged in the database. */
export function ActivityPage() {
  const [params, setParams] = useSearchParams()
  const page = usePageParam()
  const day = (key: string) => {
    const value = params.get(key) ?? ''
    return DAY.test(value) ? value : ''
  }
  const filters: ActivityFilterValues = {
    person: params.get('pessoa') ?? '',
    table: params.get('tabela') ?? '',
    from: day('de'),
    to: day('ate'),
  }
  const query = useActivity({
    actorId: filters.person || null,
    table: filters.table || null,
    from: filters.from || null,
    to: filters.to || null,
    page,
    pageSize: PAGE_SIZE,
  })
  const filtered = Object.values(filters).some(Boolean)
  const apply = (next: ActivityFilterValues) =>
    setParams(
      withParams(params, {
        pessoa: next.person || null,
        tabela: next.table || null,
        de: next.from || null,
        ate: next.to || null,
        [PAGE_PARAM]: null,
      }),
    )

  return (
    <AdminPage title={t.title} breadcrumbs={[{ label: t.title }]} description={t.description}>
      <div className="grid gap-4">
        <ActivityFilters key={params.toString()} values={filters} onApply={apply} />
        {query.isPending ? <AdminSpinner label={t.loading} /> : null}
        {query.isError ? (
          <AdminErrorState
            title={t.error}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : null}
        {query.data && query.data.items.length === 0 ? (
          <AdminEmptyState title={filtered ? t.emptyFiltered : t.empty} />
        ) : null}
        {query.data && query.data.items.length > 0 ? (
          <>
            <ol
              aria-label={t.list}
              className="grid gap-2"
              aria-busy={query.isPlaceholderData || undefined}
            >
              {query.data.items.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} />
              ))}
            </ol>
            <PageLinks page={page} hasMore={query.data.hasMore} label={t.pages} />
          </>
        ) : null}
      </div>
    </AdminPage>
  )
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const action = entry.action as HistoryAction
  // The database names the row (its title or name; points or a decision): a page of the list
  // reads a few words per entry, not two whole rows.
  const name = entry.row_label?.trim() || historyMessages.untitled
  const live = !['deleted', 'deleted_for_good', 'proposal_deleted'].includes(action)
  // A child row (a track's module) is edited under its parent: the entry names it (`parent_id`).
  const href = live ? adminEditHref(entry.table_name, entry.row_id, entry.parent_id) : null
  return (
    <li className="rounded-xl border border-gray-300 bg-white p-3">
      <p className="break-words text-gray-900">
        <strong>{entry.actor_name ?? historyMessages.system}</strong>{' '}
        {actionVerbs[action] ?? action}{' '}
        {href ? (
          <Link to={href} className="font-semibold text-brand-800 underline underline-offset-2">
            {name}
          </Link>
        ) : (
          <span className="font-semibold">{name}</span>
        )}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {tableLabels[entry.table_name] ?? entry.table_name} ·{' '}
        <time dateTime={entry.created_at}>{formatMovementDateTime(entry.created_at)}</time>
      </p>
    </li>
  )
}
