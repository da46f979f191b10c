import { formatMovementDateTime } from '@/lib/movement-time'
import { adminButton } from '@/staff/components/admin-button'
import { editorMessages as t } from '../messages'

/** A text kept in this browser and never saved: offered back, or thrown away. */
export function LocalDraftBanner({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string
  onRestore: () => void
  onDiscard: () => void
}) {
  return (
    <div role="status" className="rounded-2xl border border-sky-300 bg-sky-50 p-4 text-sky-950">
      <p>{t.localDraft.found(formatMovementDateTime(savedAt))}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={adminButton({ variant: 'primary' })} onClick={onRestore}>
          {t.localDraft.restore}
        </button>
        <button type="button" className={adminButton()} onClick={onDiscard}>
          {t.localDraft.discard}
        </button>
      </div>
    </div>
  )
}
