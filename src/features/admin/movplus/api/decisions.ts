import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { presidencyKeys } from './keys'

export const DECISIONS_PAGE_SIZE = 20

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

/** Pending requests oldest first (the queue), or the decided ones newest first. */
export async function getRedemptions(status: DecisionStatus, page: number) {
  const supabase = await getSupabase()
  const from = (page - 1) * DECISIONS_PAGE_SIZE
  let query = supabase.from('mov_plus_resgates').select('*', { count: 'exact' })
  query =
    status === 'pendente'
      ? query.eq('status', 'pendente').order('created_at', { ascending: true })
      : query.neq('status', 'pendente').order('decided_at', { ascending: false })
  const { data, error, count } = await query
    .order('id', { ascending: true })
    .range(from, from + DECISIONS_PAGE_SIZE - 1)
  if (error) throw error
  const rewardIds = [...new Set(data.map((r) => r.reward_id))]
  const [people, rewards] = await Promise.all([
    peopleByIds(data.flatMap((r) => (r.decided_by ? [r.user_id, r.decided_by] : [r.user_id]))),
    rewardIds.length
      ? supabase.from('mov_plus_recompensas').select('id, title, cost, stock').in('id', rewardIds)
      : Promise.resolve({ data: [], error: null }),
  ])
  if (rewards.error) throw rewards.error
  const byId = new Map(rewards.data.map((r) => [r.id, r]))
  const items: Redemption[] = data.map((r) => ({
    ...r,
    member: people.get(r.user_id) ?? null,
    decider: r.decided_by ? (people.get(r.decided_by) ?? null) : null,
    reward: byId.get(r.reward_id) ?? null,
  }))
  return { items, total: count ?? items.length }
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
  const from = (page - 1) * DECISIONS_PAGE_SIZE
  let query = supabase.from('mov_plus_conclusoes').select('*', { count: 'exact' })
  query =
    status === 'pendente'
      ? query.eq('status', 'pendente').order('created_at', { ascending: true })
      : query.neq('status', 'pendente').order('decided_at', { ascending: false })
  const { data, error, count } = await query
    .order('id', { ascending: true })
    .range(from, from + DECISIONS_PAGE_SIZE - 1)
  if (error) throw error
  const missionIds = [...new Set(data.map((r) => r.mission_id))]
  const [people, missions] = await Promise.all([
    peopleByIds(data.flatMap((r) => (r.decided_by ? [r.user_id, r.decided_by] : [r.user_id]))),
    missionIds.length
      ? supabase.from('mov_plus_missoes').select('id, title, points').in('id', missionIds)
      : Promise.resolve({ data: [], error: null }),
  ])
  if (missions.error) throw missions.error
  const byId = new Map(missions.data.map((m) => [m.id, m]))
  const items: Completion[] = data.map((r) => ({
    ...r,
    member: people.get(r.user_id) ?? null,
    decider: r.decided_by ? (people.get(r.decided_by) ?? null) : null,
    mission: byId.get(r.mission_id) ?? null,
  }))
  return { items, total: count ?? items.length }
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
