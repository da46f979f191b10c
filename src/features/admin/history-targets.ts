// Where a history entry's row is edited in the admin area, and the config that names its fields.
import { adminPaths } from '@/staff/paths'
import type { ResourceConfig } from '@/staff/resources/types'
import { resources } from './resources/registry'
import { trilhaModulos } from './resources/trilha-modulos'

// The admin area's configs. The other areas' tables (the newsroom's authors, the presidency's
// missions and rewards) are named by their `name` or `title` column, which storedName reads
// without a config.
const byTable: ReadonlyMap<string, ResourceConfig> = new Map(
  [...resources, trilhaModulos].map((c) => [c.table, c]),
)

/** The config of an admin table the history shows (none for another staff area's table). */
export function configOf(table: string): ResourceConfig | undefined {
  return byTable.get(table)
}

/**
 * The admin edit screen of a live row, when the admin area edits that table (a child row's needs
 * its parent's id: a module's track, which the history entry names as `parent_id`).
 */
export function adminEditHref(
  table: string,
  rowId: string,
  parentId: string | null,
): string | null {
  const parent = resources.find((r) => r.child?.config.table === table)
  if (parent?.child) {
    return parentId
      ? adminPaths.childEdit(parent.slug, parentId, parent.child.config.slug, rowId)
      : null
  }
  const config = resources.find((r) => r.table === table)
  return config ? adminPaths.edit(config.slug, rowId) : null
}
