import { RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { usePageParam } from '@/components/ui/page-pagination'
import { formatMovementDateTime } from '@/lib/movement-time'
import { adminError } from '@/staff/api/errors'
import { asRow, storedName } from '@/staff/history'
import { historyMessages, tableLabels } from '@/staff/history-messages'
import { AdminPage } from '@/staff/components/admin-page'
import { adminButton } from '@/staff/components/admin-button'
import { AdminEmptyState, AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import { useTrash, useTrashActions, type TrashEntry } from '../../api/trash'
import { configOf } from '../../history-targets'
import { PageLinks } from './page-links'

const t = historyMessages.trash
const KEPT_DAYS = 30

function entryName(entry: TrashEntry): string {
  return storedName(asRow(entry.row_data), configOf(entry.table_name))
}

function expiresAt(deletedAt: string): string {
  const d = new Date(deletedAt)
  d.setUTCDate(d.getUTCDate() + KEPT_DAYS)
  return formatMovementDateTime(d)
}

/** /admin/lixeira: what was deleted in the last 30 days, to restore or delete for good. */
export function TrashPage() {
  const page = usePageParam()
  const query = useTrash(page, STAFF_PAGE_SIZE)
  const { restore, deleteForGood } = useTrashActions()
  const [asking, setAsking] = useState<TrashEntry | null>(null)

  const onRestore = (entry: TrashEntry) => {
    const name = entryName(entry)
    restore.mutate(entry.id, {
      onSuccess: () => toast({ title: t.restored(name), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t.restoreError,
          description: adminError(error).message,
          variant: 'destructive',
        }),
    })
  }

  const onDelete = () => {
    if (!asking) return
    const name = entryName(asking)
    deleteForGood.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null)
        toast({ title: t.deleted(name), variant: 'success' })
      },
      onError: (error) => {
        setAsking(null)
        toast({
          title: t.deleteError,
          description: adminError(error).message,
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <AdminPage title={t.title} breadcrumbs={[{ label: t.title }]} description={t.description}>
      {query.isPending ? <AdminSpinner label={t.loading} /> : null}
      {query.isError ? (
        <AdminErrorState title={t.error} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && query.data.items.length === 0 ? (
        <AdminEmptyState title={t.empty} description={t.emptyDescription} />
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <div className="grid gap-4">
          <ul aria-label={t.list} className="grid gap-3">
            {query.data.items.map((entry) => {
              const name = entryName(entry)
              const busy =
                (restore.isPending && restore.variables === entry.id) ||
                (deleteForGood.isPending && deleteForGood.variables === entry.id)
              return (
                <li
                  key={entry.id}
                  className="grid gap-3 rounded-2xl border border-gray-300 bg-white p-4 md:grid-cols-[1fr_auto] md:items-center"
                >
                  <div className="min-w-0">
                    <p className="text-xs font-semibold uppercase tracking-wide text-gray-700">
                      {tableLabels[entry.table_name] ?? entry.table_name}
                    </p>
                    <p className="break-words font-semibold text-gray-900">{name}</p>
                    <p className="text-sm text-gray-700">
                      {t.deletedBy(
                        entry.deleted_by_name ?? historyMessages.system,
                        formatMovementDateTime(entry.deleted_at),
                      )}
                    </p>
                    <p className="text-sm text-gray-700">
                      {t.expires(expiresAt(entry.deleted_at))}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={adminButton({ variant: 'secondary' })}
                      aria-label={t.restoreLabel(name)}
                      aria-busy={busy || undefined}
                      onClick={() => {
                        if (!busy) onRestore(entry)
                      }}
                    >
                      <RotateCcw aria-hidden="true" className="h-4 w-4" />
                      {t.restore}
                    </button>
                    <button
                      type="button"
                      className={adminButton({ variant: 'dangerQuiet' })}
                      aria-label={t.deleteForGoodLabel(name)}
                      onClick={() => setAsking(entry)}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      {t.deleteForGood}
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
          <PageLinks page={page} hasMore={query.data.hasMore} label={t.pages} />
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null)
        }}
        title={t.confirmTitle(asking ? entryName(asking) : '')}
        description={t.confirmDescription}
        confirmLabel={t.deleteForGood}
        destructive
        pending={deleteForGood.isPending}
        onConfirm={onDelete}
      />
    </AdminPage>
  )
}
