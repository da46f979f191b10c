// Every resource config of the staff areas by table (the admin area's, the newsroom's authors and
// the presidency's missions and rewards): what the history screens use to name fields and rows.
import { missoes } from '@/features/mov-plus-admin/resources/missoes'
import { recompensas } from '@/features/mov-plus-admin/resources/recompensas'
import { autores } from '@/features/newsroom/resources/autores'
import { resources } from '@/features/admin/resources/registry'
import { trilhaModulos } from '@/features/admin/resources/trilha-modulos'
import type { ResourceConfig } from './types'

/** Every staff resource, each with its table's name as a literal type. */
export const staffResources = [
  ...resources,
  trilhaModulos,
  autores,
  missoes,
  recompensas,
] as const satisfies readonly ResourceConfig[]

/** The tables the staff areas edit through a config: derived, so no list is kept by hand. */
export type ContentTable = (typeof staffResources)[number]['table']

export const registryByTable: ReadonlyMap<string, ResourceConfig> = new Map(
  staffResources.map((c) => [c.table, c]),
)
