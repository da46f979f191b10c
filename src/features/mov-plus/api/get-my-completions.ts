import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { movPlusKeys } from './keys'

export type CompletionStatus = 'pendente' | 'aprovada' | 'recusada'

export type Completion = Pick<
  Tables<'mov_plus_conclusoes'>,
  'id' | 'mission_id' | 'note' | 'link_url' | 'refusal_reason' | 'created_at' | 'decided_at'
> & {
  status: CompletionStatus
  /** Null when the mission is no longer active (members read active missions only). */
  mission: { title: string } | null
}

/** The member's own "concluí" notices, newest first (RLS returns only their rows). */
export async function getMyCompletions(userId: string): Promise<Completion[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('mov_plus_conclusoes')
    .select(
      'id, mission_id, note, link_url, status, refusal_reason, created_at, decided_at, mission:mov_plus_missoes(title)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(50)
  if (error) throw error
  return (data ?? []) as Completion[]
}

export const myCompletionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: movPlusKeys.completions(userId),
    queryFn: () => getMyCompletions(userId),
  })

export function useMyCompletions(userId: string) {
  return useQuery(myCompletionsQueryOptions(userId))
}
