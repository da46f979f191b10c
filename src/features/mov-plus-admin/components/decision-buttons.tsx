import { useId, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextAreaField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { adminError } from '@/staff/api/errors'
import { AdminButton } from '@/staff/components/admin-button'
import { decisionMessages as t } from '../messages'

interface DecisionButtonsProps {
  /** Names what is decided, for the buttons' accessible names. */
  subject: string
  approveTitle: string
  approveDescription: string
  refuseTitle: string
  refuseDescription: string
  approvedMessage: string
  refusedMessage: string
  failedMessage: string
  decide: (approve: boolean, reason: string | null) => Promise<unknown>
}

/**
 * "Aprovar" and "Recusar", each after a question; a refusal needs its reason (the member reads
 * it). The database's refusal (no stock, balance short, already decided) is shown in pt-BR in the
 * dialog, which stays open.
 */
export function DecisionButtons({
  subject,
  approveTitle,
  approveDescription,
  refuseTitle,
  refuseDescription,
  approvedMessage,
  refusedMessage,
  failedMessage,
  decide,
}: DecisionButtonsProps) {
  const [open, setOpen] = useState<'approve' | 'refuse' | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const failureId = useId()

  const close = () => {
    setOpen(null)
    setReasonError(null)
    setFailure(null)
  }

  const run = async (approve: boolean) => {
    const text = reason.trim()
    if (!approve && text === '') {
      setReasonError(t.reasonRequired)
      return
    }
    if (!approve && text.length > 500) {
      setReasonError(t.reasonMax)
      return
    }
    setPending(true)
    setFailure(null)
    try {
      await decide(approve, approve ? null : text)
      toast({ title: approve ? approvedMessage : refusedMessage, variant: 'success' })
      setReason('')
      close()
    } catch (error) {
      setFailure(adminError(error).message)
      toast({
        title: failedMessage,
        description: adminError(error).message,
        variant: 'destructive',
      })
    } finally {
      setPending(false)
    }
  }

  const failureNote = failure ? (
    <p id={failureId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
      {failure}
    </p>
  ) : null

  return (
    <div className="flex flex-wrap gap-2">
      <AdminButton
        variant="primary"
        onClick={() => setOpen('approve')}
        aria-label={`${t.approve}: ${subject}`}
      >
        {t.approve}
      </AdminButton>
      <AdminButton
        variant="dangerOutline"
        onClick={() => setOpen('refuse')}
        aria-label={`${t.refuse}: ${subject}`}
      >
        {t.refuse}
      </AdminButton>
      <ConfirmDialog
        open={open === 'approve'}
        onOpenChange={(next) => !next && close()}
        title={approveTitle}
        description={approveDescription}
        confirmLabel={t.approve}
        cancelLabel={t.cancel}
        pending={pending}
        onConfirm={() => void run(true)}
      >
        {failureNote}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'refuse'}
        onOpenChange={(next) => !next && close()}
        title={refuseTitle}
        description={refuseDescription}
        confirmLabel={t.refuse}
        cancelLabel={t.cancel}
        destructive
        pending={pending}
        onConfirm={() => void run(false)}
      >
        <div className="grid gap-3">
          <TextAreaField
            tone="light"
            label={t.reason}
            hint={t.reasonHint}
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError ?? undefined}
            onChange={(event) => {
              setReason(event.target.value)
              setReasonError(null)
            }}
          />
          {failureNote}
        </div>
      </ConfirmDialog>
    </div>
  )
}
