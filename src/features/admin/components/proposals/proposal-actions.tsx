import { CheckCircle2, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { adminErrorText } from '@/staff/api/errors'
import { useDeleteProposal } from '../../api/delete-proposal'
import type { ProposalWithHandler } from '../../api/get-proposal'
import { useUpdateProposalStatus } from '../../api/update-proposal-status'
import { PROPOSALS_PATH, proposalsMessages as t } from '../../proposals-messages'

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: adminErrorText(error), variant: 'destructive' })

/** "Marcar como tratada" / "Marcar como nova" and "Excluir" (after a confirmation). */
export function ProposalActions({ proposal }: { proposal: ProposalWithHandler }) {
  const navigate = useNavigate()
  const status = useUpdateProposalStatus()
  const remove = useDeleteProposal()
  const [confirming, setConfirming] = useState(false)
  const isNew = proposal.status === 'nova'
  const organization = proposal.organization_name

  const toggle = () =>
    status.mutate(
      { id: proposal.id, status: isNew ? 'tratada' : 'nova' },
      {
        onSuccess: (row) =>
          toast({
            title: row.status === 'tratada' ? t.markedHandled : t.markedNew,
            variant: 'success',
          }),
        onError: failed(t.statusFailed),
      },
    )

  const confirmDelete = () =>
    remove.mutate(proposal.id, {
      onSuccess: () => {
        setConfirming(false)
        toast({
          title: t.deleted,
          description: t.deletedDescription(organization),
          variant: 'success',
        })
        navigate(PROPOSALS_PATH)
      },
      onError: (error) => {
        setConfirming(false)
        failed(t.deleteFailed)(error)
      },
    })

  return (
    <>
      <Button
        onClick={toggle}
        disabled={status.isPending}
        aria-busy={status.isPending || undefined}
        variant={isNew ? 'primary' : 'outline'}
        className={isNew ? undefined : 'text-gray-900 hover:bg-gray-100'}
      >
        {isNew ? (
          <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        ) : (
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
        )}
        {isNew ? t.markHandled : t.markNew}
      </Button>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t.delete}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteTitle}
        description={t.deleteDescription(organization)}
        confirmLabel={t.deleteConfirm}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  )
}
