import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { isUuid } from '@/lib/ids'
import { getSupabase } from '@/lib/supabase'
import { presidencyKeys } from './keys'

export interface Member {
  id: string
  fullName: string
  email: string
  balance: number
}

/** Members whose name or e-mail matches (accents and case aside), with their balance. */
export async function searchMembers(query: string): Promise<Member[]> {
  const text = query.trim()
  if (!text) return []
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('mov_plus_search_members', {
    p_query: text,
    p_limit: 20,
  })
  if (error) throw error
  return data.map((r) => ({
    id: r.id,
    fullName: r.full_name ?? '',
    email: r.email ?? '',
    balance: Number(r.balance ?? 0),
  }))
}

export function useMemberSearch(query: string) {
  return useQuery({
    queryKey: presidencyKeys.members(query.trim()),
    queryFn: () => searchMembers(query),
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  })
}

/** One member (name, e-mail) and their balance; null when there is none. */
export async function getMember(id: string): Promise<Member | null> {
  if (!isUuid(id)) return null
  const supabase = await getSupabase()
  const [profile, total] = await Promise.all([
    supabase.from('profiles').select('id, full_name, email').eq('id', id).maybeSingle(),
    // The total the database keeps with the ledger (no row: no entry yet).
    supabase.from('mov_plus_saldos').select('points').eq('user_id', id).maybeSingle(),
  ])
  if (profile.error) throw profile.error
  if (total.error) throw total.error
  if (!profile.data) return null
  return {
    id: profile.data.id,
    fullName: profile.data.full_name ?? '',
    email: profile.data.email ?? '',
    balance: Number(total.data?.points ?? 0),
  }
}

export function useMember(id: string) {
  return useQuery({ queryKey: presidencyKeys.member(id), queryFn: () => getMember(id) })
}
