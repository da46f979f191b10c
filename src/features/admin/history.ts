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

/** The form's fields whose value differs between two versions of a row, in the form's order. */
export function changedFields(
  config: ResourceConfig,
  before: StoredRow | null,
  after: StoredRow | null,
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const [field, { label }] of Object.entries(config.fields)) {
    const a = before?.[field]
    const b = after?.[field]
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue
    changes.push({ field, label, before: shownValue(a), after: shownValue(b) })
  }
  return changes
}
