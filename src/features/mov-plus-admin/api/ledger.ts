import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { STAFF_PAGE_SIZE } from '@/staff/page-size'
import { presidencyKeys } from './keys'

export type LedgerRow = Pick<
  Tables<'mov_plus_pontos'>,
  | 'id'
  | 'points'
  | 'reason'
  | 'mission_id'
  | 'redemption_id'
  | 'reverses_id'
  | 'awarded_by'
  | 'created_at'
>

export interface LedgerEntry extends LedgerRow {
  /** Who gave (or took) the points, by name. */
  awardedByName: string | null
  /** A later entry already compensates this one. */
  undone: boolean
}

export interface LedgerPage {
  items: LedgerEntry[]
  total: number
}

/** A member's entries, newest first, with who made each and whether it was already undone. */
export async function getLedger(userId: string, page: number): Promise<LedgerPage> {
  const supabase = await getSupabase()
  const from = (page - 1) * STAFF_PAGE_SIZE
  const { data, error, count } = await supabase
    .from('mov_plus_pontos')
    .select('id, points, reason, mission_id, redemption_id, reverses_id, awarded_by, created_at', {
      count: 'exact',
    })
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, from + STAFF_PAGE_SIZE - 1)
  if (error) throw error
  const ids = data.map((r) => r.id)
  const staffIds = [...new Set(data.map((r) => r.awarded_by).filter((v): v is string => !!v))]
  const [undone, staff] = await Promise.all([
    ids.length
      ? supabase.from('mov_plus_pontos').select('reverses_id').in('reverses_id', ids)
      : Promise.resolve({ data: [] as { reverses_id: string | null }[], error: null }),
    staffIds.length
      ? supabase.from('profiles').select('id, full_name').in('id', staffIds)
      : Promise.resolve({ data: [] as { id: string; full_name: string | null }[], error: null }),
  ])
  if (undone.error) throw undone.error
  if (staff.error) throw staff.error
  const undoneIds = new Set(undone.data.map((r) => r.reverses_id))
  const names = new Map(staff.data.map((p) => [p.id, p.full_name]))
  return {
    items: data.map((r) => ({
      ...r,
      awardedByName: r.awarded_by ? (names.get(r.awarded_by) ?? null) : null,
      undone: undoneIds.has(r.id),
    })),
    total: count ?? data.length,
  }
}

export function useLedger(userId: string, page: number) {
  return useQuery({
    queryKey: presidencyKeys.ledger(userId, page),
    queryFn: () => getLedger(userId, page),
    placeholderData: keepPreviousData,
  })
}

export type MissionOption = Pick<Tables<'mov_plus_missoes'>, 'id' | 'title' | 'points'>

/** Active missions, in the site's order (the award form's choices). */
export async function getActiveMissions(): Promise<MissionOption[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('mov_plus_missoes')
    .select('id, title, points')
    .eq('is_active', true)
    .order('display_order', { ascending: true })
    .order('title', { ascending: true })
  if (error) throw error
  return data
}

export function useActiveMissions() {
  return useQuery({ queryKey: presidencyKeys.missions(), queryFn: getActiveMissions })
}

interface AwardInput {
  userId: string
  /** A mission gives its own points and reason. */
  missionId: string | null
  points: number | null
  reason: string | null
}

export async function awardPoints(input: AwardInput) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_award_points', {
    p_user_id: input.userId,
    // null: the mission's own points.
    p_points: input.points,
    ...(input.missionId ? { p_mission_id: input.missionId } : {}),
    ...(input.reason ? { p_reason: input.reason } : {}),
  })
  if (error) throw error
  return data
}

export async function undoPoints({ entryId, reason }: { entryId: string; reason: string | null }) {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_undo_points', {
    p_entry_id: entryId,
    ...(reason ? { p_reason: reason } : {}),
  })
  if (error) throw error
  return data
}

/** Every change refetches everything: the ledger, the balance, the totals, the public ranking. */
export function useAwardPoints() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: awardPoints, onSuccess: () => queryClient.invalidateQueries() })
}

export function useUndoPoints() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: undoPoints, onSuccess: () => queryClient.invalidateQueries() })
}
