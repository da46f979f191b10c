// The proposal draft in sessionStorage: every field, the current step and the idempotency key, so a
// reload (or a tab restored by the browser) keeps what was typed until the proposal is sent. Storage
// that is missing or refuses (private mode, quota, blocked) only means the draft is not kept.
import { isUuid } from '@/lib/ids'
import { STEP_COUNT, emptyPartnershipForm, type PartnershipFormValues } from './form'
import { newIdempotencyKey } from './idempotency-key'

export interface PartnershipDraft {
  values: PartnershipFormValues
  step: number
  /** Generated with the draft, the same on every retry and reload, renewed after a send. */
  key: string
}

export const DRAFT_STORAGE_KEY = 'mov:partnership-draft:v1'

export function newDraft(): PartnershipDraft {
  return { values: emptyPartnershipForm(), step: 0, key: newIdempotencyKey() }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** The saved draft, or null when there is none or it cannot be read as one. */
export function loadDraft(): PartnershipDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_STORAGE_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as Partial<Record<keyof PartnershipDraft, unknown>>
    const values = emptyPartnershipForm()
    const savedValues = (saved.values ?? {}) as Record<string, unknown>
    for (const field of Object.keys(values) as (keyof PartnershipFormValues)[]) {
      const value = savedValues[field]
      if (typeof value === 'string') values[field] = value
    }
    const step = Number.isInteger(saved.step) ? (saved.step as number) : 0
    if (!isUuid(saved.key as string)) return null
    return {
      values,
      step: Math.min(Math.max(step, 0), STEP_COUNT - 1),
      key: saved.key as string,
    }
  } catch {
    return null
  }
}

/** True when nothing was typed: such a draft is not worth keeping. */
function isEmptyDraft(draft: PartnershipDraft): boolean {
  return Object.values(draft.values).every((value) => value.trim() === '')
}

/** Saves the draft, or forgets it when it is empty. Never throws. */
export function saveDraft(draft: PartnershipDraft): void {
  try {
    const store = storage()
    if (!store) return
    if (isEmptyDraft(draft)) store.removeItem(DRAFT_STORAGE_KEY)
    else store.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Private mode or a full quota: the draft lives in memory only.
  }
}
