import { Link } from 'react-router-dom'
import { adminButton } from '@/staff/components/admin-button'
import { editorMessages as t } from '../messages'
import type { SaveIntent } from '../news-form'
import type { NewsState } from '../news-state'
import { newsroomPaths } from '../paths'

const a = t.actions

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  )
}

/**
 * The editor's buttons for the article's state: a live one is saved (and, scheduled, published now
 * or sent back to draft; published, unpublished after a confirmation), any other is published or
 * saved as a draft. On wide screens the bar stays in view at the bottom of a long text.
 */
export function EditorActions({
  state,
  publishLabel,
  busy,
  disabled,
  canDelete,
  onRun,
  onAsk,
}: {
  state: NewsState
  /** The publish button's words, from the chosen date (none, ahead or past). */
  publishLabel: string
  busy: SaveIntent | 'delete' | null
  disabled: boolean
  canDelete: boolean
  onRun: (intent: SaveIntent) => void
  onAsk: (confirm: 'unpublish' | 'delete') => void
}) {
  const live = state === 'publicada' || state === 'agendada'
  const button = (intent: SaveIntent, label: string, variant?: 'primary') => (
    <button
      type="button"
      className={adminButton({ variant })}
      disabled={disabled}
      aria-busy={busy === intent || undefined}
      onClick={() => onRun(intent)}
    >
      {busy === intent ? <Spinner /> : null}
      {label}
    </button>
  )
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-gray-200 pt-4 md:sticky md:bottom-0 md:-mx-6 md:-mb-6 md:rounded-b-2xl md:bg-white/95 md:px-6 md:py-3 md:backdrop-blur">
      {live ? (
        <>
          {button('save', a.save, 'primary')}
          {state === 'agendada' ? button('publishNow', a.publishNow) : null}
          {state === 'agendada' ? button('toDraft', a.toDraft) : null}
          {state === 'publicada' ? (
            <button
              type="button"
              className={adminButton({ variant: 'dangerOutline' })}
              disabled={disabled}
              onClick={() => onAsk('unpublish')}
            >
              {a.unpublish}
            </button>
          ) : null}
        </>
      ) : (
        <>
          {button('publish', publishLabel, 'primary')}
          {button('draft', a.saveDraft)}
        </>
      )}
      <Link to={newsroomPaths.news} className={adminButton()}>
        {t.backToList}
      </Link>
      {canDelete ? (
        <button
          type="button"
          className={adminButton({ variant: 'dangerOutline', className: 'sm:ml-auto' })}
          disabled={disabled}
          onClick={() => onAsk('delete')}
        >
          {a.delete}
        </button>
      ) : null}
    </div>
  )
}
