// Every resource config of the staff areas (the admin area's, the newsroom's authors and the
// presidency's missions and rewards): the tables the content feeds must name (content-feeds.ts),
// and what tests/db/search.test.ts checks against the search function.
import { resources } from '@/features/admin/resources/registry'
import { trilhaModulos } from '@/features/admin/resources/trilha-modulos'
import { missoes } from '@/features/mov-plus-admin/resources/missoes'
import { recompensas } from '@/features/mov-plus-admin/resources/recompensas'
import { autores } from '@/features/newsroom/resources/autores'
import type { ResourceConfig } from '@/staff/resources/types'

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
