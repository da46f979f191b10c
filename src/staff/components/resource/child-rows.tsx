import { Plus } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { useRows } from '../../api/list-rows'
import { listMessages as t } from '../../messages'
import { adminPaths } from '../../paths'
import { DISPLAY_ORDER } from '../../resources/sorts'
import type { ResourceConfig, ChildResource, ResourceRow } from '../../resources/types'
import { adminButton } from '../admin-button'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '../states'
import { moveBounds } from './resource-list-page'
import { ResourceRows } from './resource-rows'

/** A parent's children are few (a track's modules): all of them on one page. */
const CHILDREN_LIMIT = 500

/**
 * The rows of `parent.child` that belong to `row` (a track's modules), in the site's order, with
 * reorder, delete and links to their forms.
 */
export function ChildRows({
  parent,
  child,
  row: parentRow,
}: {
  parent: ResourceConfig
  child: ChildResource
  row: ResourceRow
}) {
  const { config } = child
  const headingId = useId()
  const query = useRows(config, {
    q: '',
    sort: DISPLAY_ORDER,
    page: 1,
    pageSize: CHILDREN_LIMIT,
    filters: { [config.parent.column]: parentRow.id },
  })
  const rows = query.data?.rows ?? []
  const total = query.data?.total ?? 0
  const items = rows.map((row, index) => ({
    row,
    href: adminPaths.childEdit(parent.slug, parentRow.id, config.slug, row.id),
    ...moveBounds(rows, index, 0, total),
    // One parent's children: the position counts among them.
    position: index + 1,
  }))
  return (
    <section aria-labelledby={headingId} className="grid max-w-5xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-gray-900">
          {child.heading}
        </h2>
        <Link
          to={adminPaths.childCreate(parent.slug, parentRow.id, config.slug)}
          className={adminButton({ variant: 'primary' })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t.newItem(config.names)}
        </Link>
      </div>
      {query.isPending ? <AdminSpinner label={t.loading} /> : null}
      {query.isError ? (
        <AdminErrorState
          title={t.loadError}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && rows.length === 0 ? (
        <AdminEmptyState title={t.empty(config.names)} />
      ) : null}
      {rows.length > 0 ? (
        <ResourceRows
          config={config}
          items={items}
          reorderable
          label={child.listLabel}
          version={query.dataUpdatedAt}
          cardHeading="h3"
          total={total}
        />
      ) : null}
    </section>
  )
}
