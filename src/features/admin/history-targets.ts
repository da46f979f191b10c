// Where a history entry's row is edited in the admin area, and the config that names its fields.
import { adminPaths } from './paths'
import type { StoredRow } from './history'
import { registryByTable } from './resources/all'
import type { ResourceConfig } from './resources/types'
import { resources } from './resources/registry'

/** The config of a table the history shows (every content table has one). */
export function configOf(table: string): ResourceConfig | undefined {
  return registryByTable.get(table)
}

/**
 * The admin edit screen of a live row, when the admin area edits that table (a module's needs its
 * track, from the stored row).
 */
export function adminEditHref(table: string, rowId: string, row: StoredRow | null): string | null {
  if (table === 'trilha_modulos') {
    const trilha = row?.trilha_id
    return typeof trilha === 'string' ? adminPaths.moduleEdit(trilha, rowId) : null
  }
  const config = resources.find((r) => r.table === table)
  return config ? adminPaths.edit(config.slug, rowId) : null
}
