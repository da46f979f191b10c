import { getSupabase, type SupabaseClient } from '@/lib/supabase'
import type { EditableTable, ResourceRow } from '../resources/types'

/**
 * The query builder of a content table named at run time. The generic screens address tables by
 * name, so supabase-js sees one representative table type here; what ties each form to its own
 * table's columns and types is `defineResource`'s compile-time check of the config.
 */
export async function contentTable(table: EditableTable) {
  const supabase: SupabaseClient = await getSupabase()
  return supabase.from(table as 'programas')
}

export type Values = Record<string, unknown>

export function asRows(data: unknown): ResourceRow[] {
  return (data ?? []) as ResourceRow[]
}

/** An update or delete that matched no row: the row is gone (or RLS hid it). */
export function notFoundError(): Error & { code: string } {
  return Object.assign(new Error('O registro não foi encontrado.'), { code: 'PGRST116' })
}
