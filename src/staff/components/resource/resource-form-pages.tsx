import { useState, type ReactNode } from 'react'
import { ExternalLink } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from '@/components/ui/toast'
import { PlacementError, useCreateRow, type Placement } from '../../api/create-row'
import { useRow } from '../../api/get-row'
import { useUpdateRow } from '../../api/update-row'
import { formMessages as t, listMessages } from '../../messages'
import { initialValues, rowName, rowValues } from '../../resources/define'
import type { ResourceConfig, ResourceRow } from '../../resources/types'
import { AdminPage, type Crumb } from '../admin-page'
import { RevisionsPanel } from '../history/revisions-panel'
import { adminButton } from '../admin-button'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '../states'
import { PlacementField } from './placement-field'
import { ResourceForm, type Saved, type SubmitOptions } from './resource-form'

interface Back {
  href: string
  /** "Voltar para Programas". */
  label: string
}

/**
 * "Novo programa": the empty form; once saved, back to the list (or the parent track), or where
 * the config's `afterSave` says (a new track opens its edit page, where its modules are added).
 */
export function ResourceCreatePage({
  config,
  breadcrumbs,
  back,
  editHref,
  parentValues,
}: {
  config: ResourceConfig
  /** The trail between "Painel" and this page (this page's own crumb is added). */
  breadcrumbs: Crumb[]
  back: Back
  /** A saved row's edit page (for `afterSave`'s `open: 'edit'`). */
  editHref?: (id: string) => string
  /** Columns set by the route (the track of a new module). */
  parentValues?: Record<string, string>
}) {
  const create = useCreateRow(config)
  const navigate = useNavigate()
  const title = listMessages.newItem(config.names)
  // What the home page shows starts first (or it would never reach it); the rest, last.
  const [placement, setPlacement] = useState<Placement>(config.ordered?.home ? 'start' : 'end')
  const submit = async (values: Saved) => {
    const sent = { ...values, ...parentValues }
    let id: string | null
    let placed = true
    try {
      ;({ id } = await create.mutateAsync({ values: sent, placement }))
    } catch (error) {
      // Saved, but left at the end: said plainly, and the row is not sent twice.
      if (!(error instanceof PlacementError)) throw error
      id = error.id
      placed = false
    }
    const next = id ? config.afterSave?.({ id, created: true, values: sent }) : undefined
    if (placed)
      toast({ title: t.saved(config.names), description: next?.notice, variant: 'success' })
    else toast({ title: t.placedFailed(config.names), variant: 'destructive' })
    void navigate(id && next?.open === 'edit' && editHref ? editHref(id) : back.href)
  }
  return (
    <AdminPage title={title} breadcrumbs={[...breadcrumbs, { label: title }]}>
      <ResourceForm
        config={config}
        defaultValues={initialValues(config)}
        onSubmit={submit}
        backHref={back.href}
        backLabel={back.label}
        extra={
          config.ordered ? (
            <PlacementField config={config} value={placement} onChange={setPlacement} />
          ) : null
        }
      />
    </AdminPage>
  )
}

function SiteLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-label={`${t.viewOnSite} (abre em nova aba)`}
      className={adminButton()}
    >
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      {t.viewOnSite}
    </a>
  )
}

/** The edit form of a row that is loaded; saving stays on the page. Below it, the row's versions. */
function ResourceEditForm({
  config,
  row,
  back,
}: {
  config: ResourceConfig
  row: ResourceRow
  back: Back
}) {
  // A restored version is a new start: the form opens again on the row as it now is, once the
  // row read again (its `updated_at` moved past the one seen when the restore was asked) is here.
  const [session, setSession] = useState(0)
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null)
  const [dirty, setDirty] = useState(false)
  const stamp = String(row.updated_at)
  if (restoredFrom !== null && stamp !== restoredFrom) {
    setRestoredFrom(null)
    setSession((n) => n + 1)
  }
  return (
    <>
      <EditFormSession
        key={session}
        config={config}
        row={row}
        back={back}
        onDirtyChange={setDirty}
      />
      <RevisionsPanel
        config={config}
        rowId={row.id}
        dirty={dirty}
        onRestored={() => setRestoredFrom(stamp)}
      />
    </>
  )
}

function EditFormSession({
  config,
  row,
  back,
  onDirtyChange,
}: {
  config: ResourceConfig
  row: ResourceRow
  back: Back
  onDirtyChange: (dirty: boolean) => void
}) {
  const update = useUpdateRow(config)
  // The version this form replaces: the one it loaded, then each one it saved. A refetch of the
  // row (someone else's save) does not move it, so their save is never overwritten unasked.
  const [base, setBase] = useState(typeof row.updated_at === 'string' ? row.updated_at : undefined)
  const submit = async (values: Saved, { overwrite }: SubmitOptions) => {
    const { updatedAt } = await update.mutateAsync({
      id: row.id,
      values,
      expectedUpdatedAt: overwrite ? undefined : base,
    })
    setBase(updatedAt)
    const next = config.afterSave?.({ id: row.id, created: false, values })
    toast({ title: t.saved(config.names), description: next?.notice, variant: 'success' })
  }
  return (
    <ResourceForm
      config={config}
      defaultValues={rowValues(config, row)}
      onSubmit={submit}
      backHref={back.href}
      backLabel={back.label}
      onDirtyChange={onDirtyChange}
    />
  )
}

/**
 * Loads a row for its edit page: the spinner, the error with "Tentar novamente", the "not found"
 * page, then `children(row)` inside the page frame.
 */
export function ResourceEditPage({
  config,
  id,
  breadcrumbs,
  back,
  belongs,
  children,
}: {
  config: ResourceConfig
  id: string
  breadcrumbs: Crumb[]
  back: Back
  /** A row that exists but belongs elsewhere (a module of another track) is "not found" here. */
  belongs?: (row: ResourceRow) => boolean
  children?: (row: ResourceRow) => ReactNode
}) {
  const query = useRow(config, id)
  const row = query.data && (!belongs || belongs(query.data)) ? query.data : null
  // The heading stays the same while the row loads and after a save (it takes the focus).
  const title = `Editar ${config.names.singular}`
  if (query.isSuccess && !row) {
    return (
      <AdminPage title={t.notFound(config.names)} breadcrumbs={[...breadcrumbs, { label: title }]}>
        <AdminEmptyState title={t.notFound(config.names)} description={t.notFoundDescription}>
          <Link to={back.href} className={adminButton({ className: 'mt-4' })}>
            {back.label}
          </Link>
        </AdminEmptyState>
      </AdminPage>
    )
  }
  const sitePath = row && config.sitePath ? config.sitePath(row) : null
  return (
    <AdminPage
      title={title}
      breadcrumbs={[...breadcrumbs, { label: row ? rowName(config, row) : title }]}
      description={row ? `“${rowName(config, row)}”` : undefined}
      actions={sitePath ? <SiteLink href={sitePath} /> : undefined}
    >
      {query.isPending ? <AdminSpinner label={t.loading} /> : null}
      {query.isError ? (
        <AdminErrorState
          title={t.loadError}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {row ? (
        <>
          <ResourceEditForm config={config} row={row} back={back} />
          {children?.(row)}
        </>
      ) : null}
    </AdminPage>
  )
}
