// Every resource config of the staff areas by table (the admin area's, the newsroom's authors and
// the presidency's missions and rewards): what the history screens use to name fields and rows.
import { missoes } from '../movplus/resources/missoes'
import { recompensas } from '../movplus/resources/recompensas'
import { autores } from '../newsroom/resources/autores'
import { resources } from './registry'
import { trilhaModulos } from './trilha-modulos'
import type { ResourceConfig } from './types'

export const registryByTable: ReadonlyMap<string, ResourceConfig> = new Map(
  [...resources, trilhaModulos, autores, missoes, recompensas].map((c) => [c.table, c]),
)
