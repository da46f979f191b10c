import { adminError, adminRefusal, type AdminError } from '@/staff/api/errors'
import { adminButton } from '@/staff/components/admin-button'
import { NewsConflictError } from '../api/news'
import { editorMessages as t } from '../messages'
import type { SaveIntent } from '../news-form'
import { newsroomPaths } from '../paths'

/** Why the last save or delete failed: each kind says what the writer can do next. */
export type SaveProblem =
  | { kind: 'session' }
  | { kind: 'conflict'; intent: SaveIntent }
  | { kind: 'error'; error: AdminError }

export function saveProblemOf(error: unknown, intent: SaveIntent): SaveProblem {
  if (error instanceof NewsConflictError) return { kind: 'conflict', intent }
  const refusal = adminRefusal(error)
  if (refusal === 'session') return { kind: 'session' }
  if (refusal === 'role') return { kind: 'error', error: { message: t.permission } }
  return { kind: 'error', error: adminError(error) }
}

/** The problem in one sentence (the toast's description). */
export function saveProblemText(problem: SaveProblem): string {
  if (problem.kind === 'session') return t.sessionExpired
  if (problem.kind === 'conflict') return t.conflict
  return problem.error.message
}

/**
 * The problem below the form, with the way on: save anyway over someone else's newer save, sign in
 * again in another tab, or the mapped message.
 */
export function SaveProblemAlert({
  problem,
  disabled,
  onSaveAnyway,
}: {
  problem: SaveProblem
  disabled: boolean
  onSaveAnyway: (intent: SaveIntent) => void
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t.saveFailed}</p>
      {problem.kind === 'conflict' ? (
        <>
          <p className="mt-1 text-sm">{t.conflict}</p>
          <button
            type="button"
            className={adminButton({ variant: 'dangerOutline', className: 'mt-3' })}
            disabled={disabled}
            onClick={() => onSaveAnyway(problem.intent)}
          >
            {t.saveAnyway}
          </button>
        </>
      ) : problem.kind === 'session' ? (
        <p className="mt-1 text-sm">
          {t.sessionExpired}{' '}
          <a
            href={newsroomPaths.signIn}
            target="_blank"
            rel="noreferrer"
            className="font-semibold underline"
          >
            {t.signInAgain}
          </a>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm">{problem.error.message}</p>
          {problem.error.detail ? (
            <p className="mt-1 text-xs text-red-800">{problem.error.detail}</p>
          ) : null}
        </>
      )}
    </div>
  )
}
