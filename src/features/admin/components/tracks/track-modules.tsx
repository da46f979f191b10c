import { Plus } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { useRows } from '../../api/list-rows'
import { listMessages as t } from '../../messages'
import { adminPaths } from '../../paths'
import { DISPLAY_ORDER } from '../../resources/sorts'
import { trilhaModulos } from '../../resources/trilha-modulos'
import type { ResourceRow } from '../../resources/types'
import { adminButton } from '../admin-button'
import { moveBounds } from '../resource/resource-list-page'
import { ResourceRows } from '../resource/resource-rows'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '../states'

/** A track is short: all its modules on one page. */
const MODULES_LIMIT = 500

/** The modules of a track, in the site's order, with reorder, delete and links to their forms. */
export function TrackModules({ track }: { track: ResourceRow }) {
  const headingId = useId()
  const query = useRows(trilhaModulos, {
    q: '',
    sort: DISPLAY_ORDER,
    page: 1,
    pageSize: MODULES_LIMIT,
    filters: { trilha_id: track.id },
  })
  const rows = query.data?.rows ?? []
  const total = query.data?.total ?? 0
  const items = rows.map((row, index) => ({
    row,
    href: adminPaths.moduleEdit(track.id, row.id),
    ...moveBounds(rows, index, 0, total),
    // One track's modules: the position counts among them.
    position: index + 1,
  }))
  return (
    <section aria-labelledby={headingId} className="grid max-w-5xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-gray-900">
          {t.trackModules}
        </h2>
        <Link
          to={adminPaths.moduleCreate(track.id)}
          className={adminButton({ variant: 'primary' })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t.newItem(trilhaModulos.names)}
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
        <AdminEmptyState title={t.empty(trilhaModulos.names)} />
      ) : null}
      {rows.length > 0 ? (
        <ResourceRows
          config={trilhaModulos}
          items={items}
          reorderable
          label={t.moduleList}
          version={query.dataUpdatedAt}
          cardHeading="h3"
          total={total}
        />
      ) : null}
    </section>
  )
}
