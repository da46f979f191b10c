import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog'
import { toast } from '@/components/ui/toast'
import { movPlusErrorMessage } from '../api/errors'
import type { Reward } from '../api/get-rewards'
import { useRequestRedemption } from '../api/request-redemption'
import type { MyPoints } from '../hooks/use-my-points'
import { movPlusMessages as m } from '../messages'

interface RedeemButtonProps {
  userId: string
  reward: Reward
  /** The member's points; undefined while they load (the button waits). */
  points: MyPoints | undefined
}

/**
 * "Resgatar": disabled, with the reason beside it, when the stock is 0 or the available points
 * are short (the database checks both again); otherwise asks for confirmation, then sends the
 * request.
 */
export function RedeemButton({ userId, reward, points }: RedeemButtonProps) {
  const request = useRequestRedemption(userId)
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string>()
  const reasonId = useId()
  const short = points === undefined ? 0 : reward.cost - points.available
  const reason = reward.stock < 1 ? m.outOfStock : short > 0 ? m.shortBy(short) : undefined

  function confirm() {
    setFailure(undefined)
    request.mutate(reward.id, {
      onSuccess: () => {
        toast({ title: m.redeemSent, description: m.redeemSentDetail, variant: 'success' })
      },
      onError: (error) => {
        const message = movPlusErrorMessage(error, m.fallbackError)
        setFailure(message)
        toast({ title: m.redeemRefused, description: message, variant: 'destructive' })
      },
      onSettled: () => setConfirming(false),
    })
  }

  return (
    <div className="mt-2 grid gap-2">
      <Button
        variant="accent"
        size="sm"
        className="justify-self-start"
        aria-label={m.redeemCtaLabel(reward.title)}
        aria-describedby={reason ? reasonId : undefined}
        disabled={points === undefined || reason !== undefined}
        onClick={() => {
          setFailure(undefined)
          setConfirming(true)
        }}
      >
        {m.redeemCta}
      </Button>
      {reason ? (
        <p id={reasonId} className="text-sm text-white/80">
          {reason}
        </p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-xl border border-red-400/50 bg-red-950/40 px-3 py-2 text-sm text-red-100"
        >
          <strong>{m.redeemRefused}:</strong> {failure}
        </p>
      ) : null}
      {points !== undefined ? (
        <LazyConfirmDialog
          tone="dark"
          open={confirming}
          onOpenChange={setConfirming}
          title={m.redeemTitle}
          description={m.redeemQuestion(reward.title, reward.cost, points.saldo, points.available)}
          confirmLabel={m.redeemConfirm}
          pending={request.isPending}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  )
}
