import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextAreaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { formatMovementDateTime } from '@/lib/movement-time'
import { adminError } from '@/staff/api/errors'
import { AdminButton } from '@/staff/components/admin-button'
import { AdminErrorState, AdminSpinner } from '@/staff/components/states'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import { useLedger, useUndoPoints, type LedgerEntry } from '../api/ledger'
import { awardMessages as t } from '../messages'

const signed = (n: number) => `${n > 0 ? '+' : '−'}${Math.abs(n).toLocaleString('pt-BR')}`

function UndoButton({ entry }: { entry: LedgerEntry }) {
  const undo = useUndoPoints()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <>
      <AdminButton
        variant="dangerOutline"
        onClick={() => setOpen(true)}
        aria-label={t.undoLabel(entry.reason)}
      >
        {t.undo}
      </AdminButton>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setFailure(null)
        }}
        title={t.undoTitle}
        description={t.undoDescription(signed(-entry.points), entry.reason)}
        confirmLabel={t.undoConfirm}
        destructive
        pending={undo.isPending}
        onConfirm={() => {
          setFailure(null)
          undo.mutate(
            { entryId: entry.id, reason: reason.trim() || null },
            {
              onSuccess: () => {
                setOpen(false)
                toast({ title: t.undoDone, variant: 'success' })
              },
              onError: (error) => {
                const { message } = adminError(error)
                setFailure(message)
                toast({ title: t.undoFailed, description: message, variant: 'destructive' })
              },
            },
          )
        }}
      >
        <div className="grid gap-3">
          <TextAreaField
            tone="light"
            label={t.undoReason}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {failure ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  )
}

function Action({ entry }: { entry: LedgerEntry }) {
  if (entry.undone) return <span className="text-sm text-gray-700">{t.undone}</span>
  // Reversals and redemption debits are not undone from here.
  if (entry.reverses_id || entry.redemption_id) return null
  return <UndoButton entry={entry} />
}

const pointsClass = (n: number) => (n > 0 ? 'text-emerald-800' : 'text-red-800')

/**
 * The entries as a table where the ledger's box is wide enough for it (a container query: the
 * presidency's panel is narrower than the window), and as cards below that, so that the points and
 * "Estornar" are always in view, down to a 320 px phone. One of the two shows at a time.
 */
function LedgerEntries({ items }: { items: LedgerEntry[] }) {
  const c = t.columns
  return (
    <div className="@container">
      <div className="hidden rounded-2xl border border-gray-200 bg-white @2xl:block">
        <table className="w-full text-left text-sm text-gray-900">
          <caption className="sr-only">{t.ledgerCaption}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
            <tr>
              {[c.date, c.reason, c.points, c.by, c.actions].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {items.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={entry.created_at}>
                    {formatMovementDateTime(entry.created_at)}
                  </time>
                </td>
                <th scope="row" className="px-4 py-3 font-medium">
                  {entry.reason}
                </th>
                <td
                  className={`whitespace-nowrap px-4 py-3 font-semibold ${pointsClass(entry.points)}`}
                >
                  {signed(entry.points)}
                </td>
                <td className="px-4 py-3">{entry.awardedByName ?? '—'}</td>
                <td className="px-4 py-3">
                  <Action entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 @2xl:hidden" aria-label={t.ledgerCaption}>
        {items.map((entry) => (
          <li
            key={entry.id}
            className="grid gap-2 rounded-2xl border border-gray-200 bg-white p-4 text-gray-900"
          >
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 break-words font-medium">{entry.reason}</h3>
              <p className={`shrink-0 text-lg font-bold ${pointsClass(entry.points)}`}>
                <span className="sr-only">{c.points}: </span>
                {signed(entry.points)}
              </p>
            </div>
            <dl className="grid gap-1 text-sm text-gray-700">
              <div className="flex flex-wrap gap-x-1">
                <dt>{c.date}:</dt>
                <dd>
                  <time dateTime={entry.created_at}>
                    {formatMovementDateTime(entry.created_at)}
                  </time>
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-1">
                <dt>{c.by}:</dt>
                <dd className="min-w-0 break-words">{entry.awardedByName ?? '—'}</dd>
              </div>
            </dl>
            <div>
              <Action entry={entry} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The chosen member's ledger, newest first, with "Estornar" on what can be undone. */
export function MemberLedger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1)
  const query = useLedger(userId, page)
  return (
    <section aria-label={t.ledgerTitle} className="grid gap-3">
      <h2 className="text-lg font-bold text-gray-900">{t.ledgerTitle}</h2>
      {query.isPending ? <AdminSpinner label={t.ledgerLoading} /> : null}
      {query.isError ? (
        <AdminErrorState
          title={t.ledgerError}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.isSuccess && query.data.total === 0 ? (
        <p className="text-gray-700">{t.ledgerEmpty}</p>
      ) : null}
      {query.isSuccess && query.data.total > 0 ? (
        <>
          <p className="text-sm text-gray-700">{t.ledgerCount(query.data.total)}</p>
          <LedgerEntries items={query.data.items} />
          {query.data.total > STAFF_PAGE_SIZE ? (
            <div className="flex flex-wrap items-center gap-2">
              <AdminButton disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Página anterior
              </AdminButton>
              <span className="text-sm text-gray-700">
                Página {page} de {Math.ceil(query.data.total / STAFF_PAGE_SIZE)}
              </span>
              <AdminButton
                disabled={page >= Math.ceil(query.data.total / STAFF_PAGE_SIZE)}
                onClick={() => setPage((p) => p + 1)}
              >
                Próxima página
              </AdminButton>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
