// What the history screens compute from stored rows: a row's name, and what changed between two
// versions, field by field, in the words of the row's form.
import type { Json } from '@/types/database'
import { historyMessages as t } from './history-messages'
import type { ResourceConfig } from './resources/types'

export type StoredRow = Record<string, Json | undefined>

export function asRow(value: Json | null | undefined): StoredRow | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null
}

const NAME_COLUMNS = ['title', 'name', 'full_name', 'organization_name', 'reason']

/** The text that names a stored row (its title or name). */
export function storedName(row: StoredRow | null, config?: ResourceConfig): string {
  if (!row) return t.untitled
  for (const column of config ? [config.nameColumn, ...NAME_COLUMNS] : NAME_COLUMNS) {
    const value = row[column]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return t.untitled
}

export interface FieldChange {
  field: string
  label: string
  before: string
  after: string
}

const LIMIT = 280

/** A stored value as staff read it. */
export function shownValue(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return t.empty
  if (typeof value === 'boolean') return value ? t.yes : t.no
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > LIMIT ? `${text.slice(0, LIMIT)}…` : text
}

/**
 * What the versions of a row are read with: its table, and its form's fields in the form's order,
 * each with its label and (optionally) how a stored value reads (an author's name for its id).
 * A resource's config is one; the newsroom's editor gives its own.
 */
export interface HistorySubject {
  table: string
  fields: Readonly<
    Record<string, { label: string; show?: (value: Json | undefined) => string | undefined }>
  >
}

/** The form's fields whose value differs between two versions of a row, in the form's order. */
export function changedFields(
  config: HistorySubject,
  before: StoredRow | null,
  after: StoredRow | null,
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const [field, { label, show }] of Object.entries(config.fields)) {
    const a = before?.[field]
    const b = after?.[field]
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue
    const read = (value: Json | undefined) => show?.(value) ?? shownValue(value)
    changes.push({ field, label, before: read(a), after: read(b) })
  }
  return changes
}
