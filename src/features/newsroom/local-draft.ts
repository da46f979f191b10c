// The editor's safety net: what is typed is kept in this browser (localStorage) a moment after
// each change, so a closed tab, a crash, an expired session or signing out loses nothing. It is
// kept per writer and offered back only to the same writer when the same article (or a new one)
// is opened again, and forgotten once saved. See docs/decisions/newsroom.md, "Nothing lost".

import { useCallback, useEffect, useRef, useState } from 'react'
import { accountStorageKey, forgetUnownedStorage } from '@/lib/account-storage'
import type { NewsFormValues } from './news-form'

export const AUTOSAVE_DELAY_MS = 600

interface StoredDraft {
  values: NewsFormValues
  /** When it was kept (ISO). */
  savedAt: string
}

/** Where `writerId`'s unsaved text of article `id` (null: a new one) is kept. */
export function draftKey(writerId: string, id: string | null): string {
  return accountStorageKey(writerId, `redacao:noticia:${id ?? 'nova'}`)
}

function isValues(value: unknown): value is NewsFormValues {
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  return [
    'title',
    'slug',
    'summary',
    'body',
    'cover_image_url',
    'cover_image_alt',
    'author_id',
    'published_at',
  ].every((k) => typeof record[k] === 'string')
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as { values?: unknown; savedAt?: unknown }
    if (!isValues(parsed.values) || typeof parsed.savedAt !== 'string') return null
    return { values: parsed.values, savedAt: parsed.savedAt }
  } catch {
    return null
  }
}

function writeDraft(key: string, values: NewsFormValues, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ values, savedAt: now.toISOString() }))
  } catch {
    // Storage full or refused (private mode): the form still holds the text.
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing to do.
  }
}

function sameValues(a: NewsFormValues, b: NewsFormValues): boolean {
  return (Object.keys(a) as Array<keyof NewsFormValues>).every((k) => a[k] === b[k])
}

/**
 * Keeps `values` under `key` while the form has unsaved changes, and says whether a kept version
 * that differs from what the page loaded (`baseline`) was found when the editor opened.
 */
export function useLocalDraft({
  key,
  values,
  dirty,
  baseline,
}: {
  key: string
  values: NewsFormValues
  dirty: boolean
  baseline: NewsFormValues
}) {
  const [found, setFound] = useState<StoredDraft | null>(() => {
    // Drafts kept before they had a writer are nobody's to offer.
    forgetUnownedStorage()
    const stored = readDraft(key)
    return stored && !sameValues(stored.values, baseline) ? stored : null
  })

  useEffect(() => {
    if (!dirty) return
    const timer = window.setTimeout(() => writeDraft(key, values), AUTOSAVE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [key, values, dirty])

  // What the pause above has not kept yet is kept when the tab goes away or the editor closes
  // (leaving by the back button, or the session ending and the area closing around the form).
  const latest = useRef({ values, dirty })
  useEffect(() => {
    latest.current = { values, dirty }
  }, [values, dirty])
  useEffect(() => {
    const flush = () => {
      if (latest.current.dirty) writeDraft(key, latest.current.values)
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [key])

  /** The kept version was restored or refused: stop offering it. */
  const dismiss = useCallback(() => setFound(null), [])
  /** Saved for real: forget the kept version (and keep nothing more when the editor closes now). */
  const clear = useCallback(() => {
    setFound(null)
    latest.current = { ...latest.current, dirty: false }
    removeDraft(key)
  }, [key])
  return { found, dismiss, clear }
}
