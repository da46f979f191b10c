import { useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { presidencyKeys } from './keys'

interface PresidencyStats {
  pointsThisMonth: number
  pendingRedemptions: number
  pendingCompletions: number
}

/** The month's points (Brazil's calendar) and what waits for a decision. */
export async function getStats(): Promise<PresidencyStats> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_stats')
  if (error) throw error
  const row = data[0]
  return {
    pointsThisMonth: Number(row?.points_this_month ?? 0),
    pendingRedemptions: Number(row?.pending_redemptions ?? 0),
    pendingCompletions: Number(row?.pending_completions ?? 0),
  }
}

export function useStats() {
  return useQuery({ queryKey: presidencyKeys.stats(), queryFn: getStats })
}

interface TopMission {
  missionId: string
  title: string
  timesAwarded: number
  points: number
}

export async function getTopMissions(): Promise<TopMission[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_top_missions', { p_limit: 5 })
  if (error) throw error
  return data.map((r) => ({
    missionId: r.mission_id,
    title: r.title,
    timesAwarded: Number(r.times_awarded),
    points: Number(r.points),
  }))
}

export function useTopMissions() {
  return useQuery({ queryKey: presidencyKeys.topMissions(), queryFn: getTopMissions })
}
