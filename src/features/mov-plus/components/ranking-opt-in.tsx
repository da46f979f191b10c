import { useId } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { SlowNotice } from '@/components/ui/slow-notice'
import { ErrorState } from '@/components/ui/states'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/components/ui/toast'
import { movPlusErrorMessage } from '../api/errors'
import { useRankingOptIn } from '../api/get-ranking-opt-in'
import { useUpdateRankingOptIn } from '../api/update-ranking-opt-in'
import { movPlusMessages as m } from '../messages'

/** "Aparecer no ranking": the member's own opt-in; the ranking is fetched again after a change. */
export function RankingOptIn({ userId }: { userId: string }) {
  const query = useRankingOptIn(userId)
  const update = useUpdateRankingOptIn(userId)
  const labelId = useId()
  const hintId = useId()
  if (query.isPending) {
    return (
      <div className="mb-6 max-w-md">
        <Skeleton className="h-14" />
        <SlowNotice />
      </div>
    )
  }
  if (query.isError)
    return (
      <ErrorState
        className="mb-6"
        title={m.optInError}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  const checked = update.isPending ? (update.variables ?? query.data) : query.data
  return (
    <div className="mb-6 flex max-w-2xl items-center gap-4 rounded-2xl border border-white/10 bg-ink-900 p-4">
      <div className="grid flex-1 gap-0.5">
        <span id={labelId} className="font-semibold">
          {m.optInLabel}
        </span>
        <span id={hintId} className="text-sm text-white/80">
          {m.optInHint}
        </span>
      </div>
      <Switch
        tone="dark"
        checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={update.isPending}
        onCheckedChange={(next) =>
          update.mutate(next, {
            onSuccess: () => toast({ title: next ? m.optInOn : m.optInOff, variant: 'success' }),
            onError: (error) =>
              toast({
                title: m.optInFailed,
                description: movPlusErrorMessage(error, m.fallbackError),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  )
}
