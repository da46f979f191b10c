import { WifiOff } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { ConnectionNotice as Notice } from '../hooks/use-connection-notice'
import { partnershipMessages as t } from '../messages'

/**
 * What happens to a proposal held because the browser was offline: kept here, and once the
 * connection is back, a question and a button (nothing is sent without it). The status region is
 * always present so screen readers announce each change.
 */
export function ConnectionNotice({
  notice,
  sending,
  onConfirm,
}: {
  notice: Notice
  sending: boolean
  onConfirm: () => void
}) {
  return (
    // Out of the form's grid while empty (no gap for nothing), but still in the accessibility tree.
    <div className={notice === 'none' ? 'sr-only' : 'grid gap-3'}>
      <div role="status">
        {notice === 'offline' ? (
          <div className="flex items-start gap-3 rounded-md border border-white/30 bg-white/10 p-3 text-sm">
            <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <p className="grid gap-1">
              <span className="font-semibold">{t.offline.waiting}</span>
              <span className="text-white/85">{t.offline.waitingHint}</span>
            </p>
          </div>
        ) : notice === 'restored' ? (
          <p className="rounded-md border border-white/30 bg-white/10 p-3 text-sm font-semibold">
            {t.offline.restored}
          </p>
        ) : null}
      </div>
      {notice === 'restored' ? (
        <Button
          variant="accent"
          className="justify-self-start"
          disabled={sending}
          onClick={onConfirm}
        >
          {t.offline.confirm}
        </Button>
      ) : null}
    </div>
  )
}
