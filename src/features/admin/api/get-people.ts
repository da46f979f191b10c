import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { withSearch } from '@/staff/api/search'
import { PEOPLE_SORTS } from '../people-messages'
import { peopleKeys, type PeopleListParams } from './people-keys'

export type Person = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'email' | 'role' | 'created_at'>

export interface PeoplePage {
  items: Person[]
  total: number
}

/** One page of accounts whose name or e-mail contains `search`, with `role`, in `sort` order. */
export async function getPeople({
  search,
  role,
  sort,
  page,
  pageSize,
}: PeopleListParams): Promise<PeoplePage> {
  const supabase = await getSupabase()
  let query = supabase
    .from('profiles')
    .select('id,full_name,email,role,created_at', { count: 'exact' })
  // search_text: name and e-mail.
  query = withSearch(query, search)
  if (role) query = query.eq('role', role)
  const order = PEOPLE_SORTS.find((s) => s.value === sort) ?? PEOPLE_SORTS[0]
  const from = (page - 1) * pageSize
  const { data, error, count } = await query
    .order(order.column, { ascending: order.ascending, nullsFirst: false })
    .order('id', { ascending: true })
    .range(from, from + pageSize - 1)
  if (error) throw error
  return { items: data, total: count ?? data.length }
}

export const peopleQueryOptions = (params: PeopleListParams) =>
  queryOptions({
    queryKey: peopleKeys.list(params),
    queryFn: () => getPeople(params),
    placeholderData: keepPreviousData,
  })

export function usePeople(params: PeopleListParams) {
  return useQuery(peopleQueryOptions(params))
}
