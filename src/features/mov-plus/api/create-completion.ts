import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { movPlusKeys } from './keys'

interface CompletionInput {
  missionId: string
  note: string | null
  linkUrl: string | null
}

/** Tells the presidency the member did a mission (one pending notice per mission). */
export async function createCompletion(input: CompletionInput): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('mov_plus_conclusoes')
    .insert({ mission_id: input.missionId, note: input.note, link_url: input.linkUrl })
  if (error) throw error
}

export function useCreateCompletion(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCompletion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: movPlusKeys.completions(userId) }),
  })
}
