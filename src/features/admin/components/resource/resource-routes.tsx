import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { useRow } from '../../api/get-row'
import { formMessages as t } from '../../messages'
import { useResourcePaths } from '../../area'
import { adminPaths } from '../../paths'
import { rowName } from '../../resources/define'
import { trilhaModulos } from '../../resources/trilha-modulos'
import { trilhas } from '../../resources/trilhas'
import type { ResourceConfig, ResourceRow } from '../../resources/types'
import { AdminPage } from '../admin-page'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '../states'
import { TrackModules } from '../tracks/track-modules'
import { ResourceCreatePage, ResourceEditPage } from './resource-form-pages'

function listCrumb(config: ResourceConfig, href = adminPaths.list(config.slug)) {
  return { label: config.names.title, to: href }
}

function listBack(config: ResourceConfig, href = adminPaths.list(config.slug)) {
  return { href, label: t.backToList(config.names) }
}

/** <area>/<resource>/novo */
export function ResourceCreateRoute({ config }: { config: ResourceConfig }) {
  const href = useResourcePaths().list(config.slug)
  return (
    <ResourceCreatePage
      config={config}
      breadcrumbs={[listCrumb(config, href)]}
      back={listBack(config, href)}
    />
  )
}

/**
 * <area>/<resource>/:id, with what the page shows after the form (a track's modules; otherwise
 * `after`, e.g. an author's articles in the newsroom).
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
  return (
    <ResourceEditPage
      key={id}
      config={config}
      id={id}
      breadcrumbs={[listCrumb(config, href)]}
      back={listBack(config, href)}
    >
      {config === trilhas ? (row) => <TrackModules track={row} /> : after}
    </ResourceEditPage>
  )
}

const trackBackLabel = t.backToTrack

/** /admin/trilhas/:id/modulos/novo: a new module of that track. */
export function ModuleCreateRoute() {
  const { id = '' } = useParams()
  const track = useRow(trilhas, id)
  const title = t.newModule
  if (!track.isSuccess || !track.data) {
    return (
      <AdminPage
        title={track.isSuccess ? t.notFound(trilhas.names) : title}
        breadcrumbs={[listCrumb(trilhas), { label: title }]}
      >
        {track.isPending ? <AdminSpinner label={t.loading} /> : null}
        {track.isError ? (
          <AdminErrorState
            title={t.loadError}
            error={track.error}
            onRetry={() => void track.refetch()}
          />
        ) : null}
        {track.isSuccess ? (
          <AdminEmptyState title={t.notFound(trilhas.names)} description={t.notFoundDescription} />
        ) : null}
      </AdminPage>
    )
  }
  const trackHref = adminPaths.edit(trilhas.slug, id)
  return (
    <ResourceCreatePage
      key={id}
      config={trilhaModulos}
      breadcrumbs={[listCrumb(trilhas), { label: rowName(trilhas, track.data), to: trackHref }]}
      back={{ href: trackHref, label: trackBackLabel }}
      parentValues={{ trilha_id: id }}
    />
  )
}

/** /admin/trilhas/:id/modulos/:moduloId */
export function ModuleEditRoute() {
  const { id = '', moduloId = '' } = useParams()
  const track = useRow(trilhas, id)
  const trackHref = adminPaths.edit(trilhas.slug, id)
  return (
    <ResourceEditPage
      key={moduloId}
      config={trilhaModulos}
      id={moduloId}
      belongs={(row) => row.trilha_id === id}
      breadcrumbs={[
        listCrumb(trilhas),
        {
          label: track.data ? rowName(trilhas, track.data) : trilhas.names.singular,
          to: trackHref,
        },
      ]}
      back={{ href: trackHref, label: trackBackLabel }}
    />
  )
}
