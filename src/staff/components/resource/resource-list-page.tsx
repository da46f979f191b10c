import { Plus } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { isPageOutOfRange, PAGE_PARAM, usePageParam } from '@/components/ui/page-pagination'
import { withParams } from '@/lib/search-params'
import { searchWords } from '@/lib/search-text'
import { sortOption, useRows } from '../../api/list-rows'
import { listMessages as t } from '../../messages'
import { useResourcePaths } from '../../area'
import type { ResourceConfig, ResourceRow } from '../../resources/types'
import { AdminPage } from '../admin-page'
import { adminButton } from '../admin-button'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '../states'
import { ListControls } from './list-controls'
import { ListOutOfRange, ListPagination } from './list-pagination'
import { ResourceRows, type RowItem } from './resource-rows'
import { STAFF_PAGE_SIZE } from '../../page-size'

/**
 * Whether each row can move up or down among its siblings: not past either end of the list, nor
 * out of its scope (partners of one category...). At a page boundary the neighbour is unknown, so
 * the button stays on (the database does nothing for a row already first or last).
 */
export function moveBounds(
  rows: readonly ResourceRow[],
  index: number,
  firstIndex: number,
  total: number,
  scope?: string,
): { canUp: boolean; canDown: boolean } {
  const row = rows[index]!
  const globalIndex = firstIndex + index
  const sameScope = (other: ResourceRow | undefined) =>
    other === undefined || !scope || (other[scope] ?? null) === (row[scope] ?? null)
  return {
    canUp: globalIndex > 0 && sameScope(rows[index - 1]),
    canDown: globalIndex < total - 1 && sameScope(rows[index + 1]),
  }
}

/** On the first page in the site's order: the first `limit` published rows, the home page's. */
function homeRowIds(rows: readonly ResourceRow[], limit: number, publishColumn?: string): string[] {
  return rows
    .filter((row) => !publishColumn || row[publishColumn] === true)
    .slice(0, limit)
    .map((row) => row.id)
}

/** <area>/<resource>: search, sort and pages in the URL (`q`, `ordem`, `pagina`), rows, actions. */
export function ResourceListPage({ config }: { config: ResourceConfig }) {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const sort = sortOption(config, params.get('ordem'))
  const page = usePageParam()
  const query = useRows(config, { q, sort: sort.value, page, pageSize: STAFF_PAGE_SIZE })
  const reorderable =
    config.ordered !== undefined &&
    sort.value === config.ordered.sort &&
    searchWords(q).length === 0
  const names = config.names
  const paths = useResourcePaths()

  const setSearch = (value: string) =>
    setParams(withParams(params, { q: value || null, [PAGE_PARAM]: null }))
  const setSort = (value: string) =>
    setParams(
      withParams(params, {
        ordem: value === config.defaultSort ? null : value,
        [PAGE_PARAM]: null,
      }),
    )

  const data = query.data
  const outOfRange = query.isError && isPageOutOfRange(query.error)
  const pages = data ? Math.max(1, Math.ceil(data.total / STAFF_PAGE_SIZE)) : 1
  const firstIndex = (page - 1) * STAFF_PAGE_SIZE
  const scoped = config.ordered?.scope !== undefined
  const home = config.ordered?.home
  const publishColumn = config.publish?.column
  const homeIds = page === 1 && home ? homeRowIds(data?.rows ?? [], home.limit, publishColumn) : []
  const items: RowItem[] = (data?.rows ?? []).map((row, index) => ({
    row,
    href: paths.edit(config.slug, row.id),
    ...moveBounds(data!.rows, index, firstIndex, data!.total, config.ordered?.scope),
    ...(reorderable && !scoped
      ? { position: firstIndex + index + 1, onHome: homeIds.includes(row.id) }
      : {}),
  }))

  let status = ''
  if (data && !query.isPlaceholderData) {
    status =
      data.total === 0 && q
        ? t.noResults(names, q)
        : `${t.results(names, data.total, q)}${pages > 1 ? ` ${t.pageStatus(Math.min(page, pages), pages)}` : ''}`
  }

  return (
    <AdminPage
      title={names.title}
      breadcrumbs={[{ label: names.title }]}
      description={config.description}
      actions={
        <Link to={paths.create(config.slug)} className={adminButton({ variant: 'primary' })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t.newItem(names)}
        </Link>
      }
    >
      <ListControls config={config} q={q} sort={sort.value} onSearch={setSearch} onSort={setSort} />
      {config.ordered ? (
        <p className="text-sm text-gray-700">
          {home ? `${t.homeHint(names, home.limit)} ` : ''}
          {t.orderHint}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-gray-800">
        {status}
      </p>
      {query.isPending ? <AdminSpinner label={t.loading} /> : null}
      {outOfRange ? <ListOutOfRange /> : null}
      {query.isError && !outOfRange ? (
        <AdminErrorState
          title={t.loadError}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {data && !query.isError && data.rows.length === 0 && !q ? (
        <AdminEmptyState title={t.empty(names)} />
      ) : null}
      {data && !query.isError && data.rows.length > 0 ? (
        <div aria-busy={query.isFetching || undefined} className="grid gap-6">
          <ResourceRows
            config={config}
            items={items}
            reorderable={reorderable}
            label={`Lista de ${names.plural}`}
            version={query.dataUpdatedAt}
            total={reorderable && !scoped ? data.total : undefined}
          />
          <ListPagination page={page} pages={pages} label={t.pagination(names)} />
        </div>
      ) : null}
    </AdminPage>
  )
}
