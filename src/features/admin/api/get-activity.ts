import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fromMovementInput } from '@/lib/movement-time'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { historyKeys, type ActivityParams } from '@/staff/api/history-keys'

export type ActivityEntry = Pick<
  Tables<'historico'>,
  | 'id'
  | 'table_name'
  | 'row_id'
  | 'action'
  | 'actor_id'
  | 'actor_name'
  | 'created_at'
  | 'row_label'
  | 'parent_id'
>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The instant a day (`YYYY-MM-DD`) starts on the movement's clock; null for a day that is not one. */
export function movementDayStart(day: string): string | null {
  return DAY.test(day) ? fromMovementInput(`${day}T00:00`) : null
}

/** The instant the day after `day` starts on the movement's clock. */
export function nextMovementDayStart(day: string): string | null {
  if (!DAY.test(day)) return null
  const next = new Date(`${day}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return movementDayStart(next.toISOString().slice(0, 10))
}

export interface ActivityPage {
  items: ActivityEntry[]
  /** Whether an older page exists (one row more than the page was asked for). */
  hasMore: boolean
}

/**
 * One page of the activity list, newest first, filtered in the database (by person, table and
 * days on the movement's clock) and cut there (`range`): the browser never holds more than a page.
 */
export async function getActivity({
  actorId,
  table,
  from,
  to,
  page,
  pageSize,
}: ActivityParams): Promise<ActivityPage> {
  const supabase = await getSupabase()
  let query = supabase
    .from('historico')
    .select('id,table_name,row_id,action,actor_id,actor_name,created_at,row_label,parent_id')
  if (actorId) query = query.eq('actor_id', actorId)
  if (table) query = query.eq('table_name', table)
  const since = from ? movementDayStart(from) : null
  const until = to ? nextMovementDayStart(to) : null
  if (since) query = query.gte('created_at', since)
  if (until) query = query.lt('created_at', until)
  const start = (page - 1) * pageSize
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(start, start + pageSize)
  if (error) throw error
  return { items: data.slice(0, pageSize), hasMore: data.length > pageSize }
}

export const activityQueryOptions = (params: ActivityParams) =>
  queryOptions({
    queryKey: historyKeys.activity(params),
    queryFn: () => getActivity(params),
    placeholderData: keepPreviousData,
  })

export function useActivity(params: ActivityParams) {
  return useQuery(activityQueryOptions(params))
}

export interface StaffMember {
  id: string
  full_name: string | null
}

/** The accounts that can act in the staff areas, for the "Pessoa" filter. */
export async function getStaffMembers(): Promise<StaffMember[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('profiles')
    .select('id,full_name')
    .in('role', ['admin', 'escritor', 'mov_plus_admin'])
    .order('full_name', { ascending: true })
    .limit(200)
  if (error) throw error
  return data
}

export function useStaffMembers() {
  return useQuery(queryOptions({ queryKey: historyKeys.staff(), queryFn: getStaffMembers }))
}
