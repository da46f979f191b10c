import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { useRow } from '../../api/get-row'
import { listMessages, formMessages as t } from '../../messages'
import { useResourcePaths } from '../../area'
import { adminPaths } from '../../paths'
import { rowName } from '../../resources/define'
import type { ChildResource, ResourceConfig, ResourceRow } from '../../resources/types'
import { AdminPage } from '../admin-page'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '../states'
import { ChildRows } from './child-rows'
import { ResourceCreatePage, ResourceEditPage } from './resource-form-pages'

function listCrumb(config: ResourceConfig, href = adminPaths.list(config.slug)) {
  return { label: config.names.title, to: href }
}

function listBack(config: ResourceConfig, href = adminPaths.list(config.slug)) {
  return { href, label: t.backToList(config.names) }
}

/** <area>/<resource>/novo */
export function ResourceCreateRoute({ config }: { config: ResourceConfig }) {
  const paths = useResourcePaths()
  const href = paths.list(config.slug)
  return (
    <ResourceCreatePage
      config={config}
      breadcrumbs={[listCrumb(config, href)]}
      back={listBack(config, href)}
      editHref={(id) => paths.edit(config.slug, id)}
    />
  )
}

/**
 * <area>/<resource>/:id, with what the page shows after the form: the config's child rows (a
 * track's modules), then `after` (e.g. an author's articles in the newsroom).
 */
export function ResourceEditRoute({
  config,
  after,
}: {
  config: ResourceConfig
  after?: (row: ResourceRow) => ReactNode
}) {
  const { id = '' } = useParams()
  const href = useResourcePaths().list(config.slug)
  const { child } = config
  return (
    <ResourceEditPage
      key={id}
      config={config}
      id={id}
      breadcrumbs={[listCrumb(config, href)]}
      back={listBack(config, href)}
    >
      {(row) => (
        <>
          {child ? <ChildRows parent={config} child={child} row={row} /> : null}
          {after?.(row)}
        </>
      )}
    </ResourceEditPage>
  )
}

/** <resource>/:id/<child>/novo: a new child row of that parent (a module of a track). */
export function ChildCreateRoute({
  parent,
  child,
}: {
  parent: ResourceConfig
  child: ChildResource
}) {
  const { id = '' } = useParams()
  const parentRow = useRow(parent, id)
  const title = listMessages.newItem(child.config.names)
  if (!parentRow.isSuccess || !parentRow.data) {
    return (
      <AdminPage
        title={parentRow.isSuccess ? t.notFound(parent.names) : title}
        breadcrumbs={[listCrumb(parent), { label: title }]}
      >
        {parentRow.isPending ? <AdminSpinner label={t.loading} /> : null}
        {parentRow.isError ? (
          <AdminErrorState
            title={t.loadError}
            error={parentRow.error}
            onRetry={() => void parentRow.refetch()}
          />
        ) : null}
        {parentRow.isSuccess ? (
          <AdminEmptyState title={t.notFound(parent.names)} description={t.notFoundDescription} />
        ) : null}
      </AdminPage>
    )
  }
  const parentHref = adminPaths.edit(parent.slug, id)
  return (
    <ResourceCreatePage
      key={id}
      config={child.config}
      breadcrumbs={[listCrumb(parent), { label: rowName(parent, parentRow.data), to: parentHref }]}
      back={{ href: parentHref, label: child.backLabel }}
      parentValues={{ [child.config.parent.column]: id }}
    />
  )
}

/** <resource>/:id/<child>/:childId: a child row's form, "not found" under another parent. */
export function ChildEditRoute({
  parent,
  child,
}: {
  parent: ResourceConfig
  child: ChildResource
}) {
  const { id = '', childId = '' } = useParams()
  const parentRow = useRow(parent, id)
  const parentHref = adminPaths.edit(parent.slug, id)
  return (
    <ResourceEditPage
      key={childId}
      config={child.config}
      id={childId}
      belongs={(row) => row[child.config.parent.column] === id}
      breadcrumbs={[
        listCrumb(parent),
        {
          label: parentRow.data ? rowName(parent, parentRow.data) : parent.names.singular,
          to: parentHref,
        },
      ]}
      back={{ href: parentHref, label: child.backLabel }}
    />
  )
}
