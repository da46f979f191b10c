import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import { presidencyKeys } from './keys'

export type DecisionStatus = 'pendente' | 'decididos'

type Person = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'email'>

async function peopleByIds(ids: string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map()
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('profiles')
    .select('id, full_name, email')
    .in('id', [...new Set(ids)])
  if (error) throw error
  return new Map(data.map((p) => [p.id, p]))
}

export type Redemption = Tables<'mov_plus_resgates'> & {
  member: Person | null
  /** Who decided it (once decided). */
  decider: Person | null
  reward: Pick<Tables<'mov_plus_recompensas'>, 'id' | 'title' | 'cost' | 'stock'> | null
}

type DecisionTable = 'mov_plus_resgates' | 'mov_plus_conclusoes'
type DecisionRow = { user_id: string; decided_by: string | null }

/**
 * One page of a decision queue: the pending rows oldest first (the queue), or the decided ones
 * newest first; each with the member and the decider it names and the row it points to
 * (`relatedId`, read by `readRelated` in parallel with the people).
 */
async function getDecisionPage<T extends DecisionTable, X extends { id: string }>(
  table: T,
  status: DecisionStatus,
  page: number,
  relatedId: (row: Tables<T>) => string,
  readRelated: (ids: string[]) => PromiseLike<{ data: X[] | null; error: unknown }>,
) {
  const supabase = await getSupabase()
  const from = (page - 1) * STAFF_PAGE_SIZE
  // Both tables have the columns filtered and ordered on here; typed as one of them.
  const query = supabase
    .from(table as DecisionTable as 'mov_plus_resgates')
    .select('*', { count: 'exact' })
  const { data, error, count } = await (
    status === 'pendente'
      ? query.eq('status', 'pendente').order('created_at', { ascending: true })
      : query.neq('status', 'pendente').order('decided_at', { ascending: false })
  )
    .order('id', { ascending: true })
    .range(from, from + STAFF_PAGE_SIZE - 1)
  if (error) throw error
  const rows = data as unknown as Array<Tables<T> & DecisionRow>
  const ids = [...new Set(rows.map(relatedId))]
  const [people, related] = await Promise.all([
    peopleByIds(rows.flatMap((r) => (r.decided_by ? [r.user_id, r.decided_by] : [r.user_id]))),
    ids.length ? readRelated(ids) : { data: [], error: null },
  ])
  if (related.error) throw related.error
  const byId = new Map((related.data ?? []).map((x) => [x.id, x]))
  const items = rows.map((r) => ({
    row: r,
    member: people.get(r.user_id) ?? null,
    decider: r.decided_by ? (people.get(r.decided_by) ?? null) : null,
    related: byId.get(relatedId(r)) ?? null,
  }))
  return { items, total: count ?? items.length }
}

/** Pending requests oldest first (the queue), or the decided ones newest first. */
export async function getRedemptions(status: DecisionStatus, page: number) {
  const supabase = await getSupabase()
  const { items, total } = await getDecisionPage(
    'mov_plus_resgates',
    status,
    page,
    (r) => r.reward_id,
    (ids) => supabase.from('mov_plus_recompensas').select('id, title, cost, stock').in('id', ids),
  )
  return {
    items: items.map(({ row, related, ...people }): Redemption => ({
      ...row,
      ...people,
      reward: related,
    })),
    total,
  }
}

export function useRedemptions(status: DecisionStatus, page: number) {
  return useQuery({
    queryKey: presidencyKeys.redemptions(status, page),
    queryFn: () => getRedemptions(status, page),
    placeholderData: keepPreviousData,
  })
}

export type Completion = Tables<'mov_plus_conclusoes'> & {
  member: Person | null
  decider: Person | null
  mission: Pick<Tables<'mov_plus_missoes'>, 'id' | 'title' | 'points'> | null
}

export async function getCompletions(status: DecisionStatus, page: number) {
  const supabase = await getSupabase()
  const { items, total } = await getDecisionPage(
    'mov_plus_conclusoes',
    status,
    page,
    (r) => r.mission_id,
    (ids) => supabase.from('mov_plus_missoes').select('id, title, points').in('id', ids),
  )
  return {
    items: items.map(({ row, related, ...people }): Completion => ({
      ...row,
      ...people,
      mission: related,
    })),
    total,
  }
}

export function useCompletions(status: DecisionStatus, page: number) {
  return useQuery({
    queryKey: presidencyKeys.completions(status, page),
    queryFn: () => getCompletions(status, page),
    placeholderData: keepPreviousData,
  })
}

interface Decision {
  id: string
  approve: boolean
  reason: string | null
}

export async function decideRedemption({ id, approve, reason }: Decision) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_decide_redemption', {
    p_redemption_id: id,
    p_approve: approve,
    ...(reason ? { p_reason: reason } : {}),
  })
  if (error) throw error
  return data
}

export async function decideCompletion({ id, approve, reason }: Decision) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_decide_completion', {
    p_completion_id: id,
    p_approve: approve,
    ...(reason ? { p_reason: reason } : {}),
  })
  if (error) throw error
  return data
}

export function useDecideRedemption() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideRedemption,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

export function useDecideCompletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideCompletion,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
