import { History } from 'lucide-react'
import { useId, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { formatMovementDateTime } from '@/lib/movement-time'
import type { HistoryAction } from '@/types/database'
import { adminError } from '../../api/errors'
import { useRevisions, type Revision } from '../../api/get-revisions'
import { useRestoreVersion } from '../../api/restore-version'
import { asRow, changedFields, type HistorySubject } from '../../history'
import { actionNames, historyMessages } from '../../history-messages'
import { adminButton } from '../admin-button'
import { AdminErrorState, AdminSpinner } from '../states'

const t = historyMessages.revisions

/** Versions whose content can be put back: they hold the row as it was after that save. */
const RESTORABLE: readonly HistoryAction[] = [
  'created',
  'edited',
  'published',
  'unpublished',
  'moved',
  'restored',
]

/**
 * The versions of one row on its edit screen (newest first): who saved and when, what changed
 * field by field, and "Restaurar" (asked first; the restore is itself a new version).
 */
export function RevisionsPanel({
  config,
  rowId,
  dirty,
  onRestored,
}: {
  config: HistorySubject
  rowId: string
  /** The form has unsaved changes (the confirmation says they will be replaced). */
  dirty: boolean
  /** After a restore, once the row has been read again. */
  onRestored: () => void
}) {
  const headingId = useId()
  const query = useRevisions(config.table, rowId)
  const restore = useRestoreVersion()
  const [asking, setAsking] = useState<Revision | null>(null)

  const confirm = () => {
    if (!asking) return
    restore.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null)
        toast({ title: t.restored, variant: 'success' })
        onRestored()
      },
      onError: (error) => {
        setAsking(null)
        toast({
          title: t.restoreError,
          description: adminError(error).message,
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 grid max-w-3xl gap-4 rounded-2xl border border-gray-300 bg-white p-4 md:p-6"
    >
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <History aria-hidden="true" className="h-5 w-5" />
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t.intro}</p>
      </div>
      {query.isPending ? <AdminSpinner label={t.loading} className="min-h-20" /> : null}
      {query.isError ? (
        <AdminErrorState title={t.error} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && query.data.length === 0 ? (
        <p className="text-sm text-gray-700">{t.empty}</p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ol className="grid gap-3">
          {query.data.map((revision, index) => (
            <RevisionItem
              key={revision.id}
              config={config}
              revision={revision}
              current={index === 0}
              onRestore={() => setAsking(revision)}
            />
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null)
        }}
        title={t.confirmTitle(asking ? formatMovementDateTime(asking.created_at) : '')}
        description={
          <>
            {t.confirmDescription}
            {dirty ? <strong className="mt-2 block">{t.confirmDirty}</strong> : null}
          </>
        }
        confirmLabel={t.confirm}
        pending={restore.isPending}
        onConfirm={confirm}
      />
    </section>
  )
}

function RevisionItem({
  config,
  revision,
  current,
  onRestore,
}: {
  config: HistorySubject
  revision: Revision
  current: boolean
  onRestore: () => void
}) {
  const when = formatMovementDateTime(revision.created_at)
  const action = revision.action as HistoryAction
  const changes = changedFields(config, asRow(revision.old_row), asRow(revision.new_row))
  const restorable = !current && RESTORABLE.includes(action)
  return (
    <li className="rounded-xl border border-gray-200 p-3">
      <p className="text-sm text-gray-900">
        <strong>{actionNames[action] ?? action}</strong>{' '}
        {t.by(revision.actor_name ?? historyMessages.system)}
        {', '}
        <time dateTime={revision.created_at}>{when}</time>
        {current ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t.current}
          </span>
        ) : null}
      </p>
      {action !== 'created' ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800 underline-offset-2 hover:underline">
            {t.changes}
          </summary>
          {changes.length === 0 ? (
            <p className="mt-2 text-gray-700">{t.noChanges}</p>
          ) : (
            <dl className="mt-2 grid gap-2">
              {changes.map((change) => (
                <div key={change.field} className="rounded-lg bg-gray-50 p-2">
                  <dt className="font-semibold text-gray-900">{change.label}</dt>
                  <dd className="mt-1 break-words text-gray-800">
                    <span className="font-medium">{historyMessages.before}:</span> {change.before}
                  </dd>
                  <dd className="break-words text-gray-800">
                    <span className="font-medium">{historyMessages.after}:</span> {change.after}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </details>
      ) : null}
      {restorable ? (
        <button
          type="button"
          className={adminButton({ className: 'mt-3' })}
          aria-label={t.restoreLabel(when)}
          onClick={onRestore}
        >
          {t.restore}
        </button>
      ) : null}
    </li>
  )
}
