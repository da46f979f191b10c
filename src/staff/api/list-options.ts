import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OptionSource, SelectOption } from '../resources/types'
import { adminKeys } from './keys'
import { contentTable } from './table'

/** The rows of a small table offered in a select (partner categories, in their display order). */
export async function listOptions(source: OptionSource): Promise<SelectOption[]> {
  const table = await contentTable(source)
  const { data, error } = await table
    .select('id,name')
    .order('display_order', { ascending: true })
    .order('name', { ascending: true })
    .limit(500)
  if (error) throw error
  return ((data ?? []) as unknown as Array<{ id: string; name: string }>).map((r) => ({
    value: r.id,
    label: r.name,
  }))
}

export const optionsQueryOptions = (source: OptionSource) =>
  queryOptions({ queryKey: adminKeys.options(source), queryFn: () => listOptions(source) })

export function useOptions(source: OptionSource) {
  return useQuery(optionsQueryOptions(source))
}
