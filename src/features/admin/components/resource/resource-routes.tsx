import { useParams } from 'react-router-dom'
import { useRow } from '../../api/get-row'
import { formMessages as t } from '../../messages'
import { adminPaths } from '../../paths'
import { rowName } from '../../resources/define'
import { trilhaModulos } from '../../resources/trilha-modulos'
import { trilhas } from '../../resources/trilhas'
import type { ResourceConfig } from '../../resources/types'
import { AdminPage } from '../admin-page'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '../states'
import { TrackModules } from '../tracks/track-modules'
import { ResourceCreatePage, ResourceEditPage } from './resource-form-pages'

function listCrumb(config: ResourceConfig) {
  return { label: config.names.title, to: adminPaths.list(config.slug) }
}

function listBack(config: ResourceConfig) {
  return { href: adminPaths.list(config.slug), label: t.backToList(config.names) }
}

/** /admin/<resource>/novo */
export function ResourceCreateRoute({ config }: { config: ResourceConfig }) {
  return (
    <ResourceCreatePage config={config} breadcrumbs={[listCrumb(config)]} back={listBack(config)} />
  )
}

/** /admin/<resource>/:id (a track's page also lists its modules). */
export function ResourceEditRoute({ config }: { config: ResourceConfig }) {
  const { id = '' } = useParams()
  return (
    <ResourceEditPage
      key={id}
      config={config}
      id={id}
      breadcrumbs={[listCrumb(config)]}
      back={listBack(config)}
    >
      {config === trilhas ? (row) => <TrackModules track={row} /> : undefined}
    </ResourceEditPage>
  )
}

const trackBackLabel = 'Voltar para a trilha'

/** /admin/trilhas/:id/modulos/novo: a new module of that track. */
export function ModuleCreateRoute() {
  const { id = '' } = useParams()
  const track = useRow(trilhas, id)
  const title = 'Novo módulo'
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
