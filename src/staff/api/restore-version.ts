import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

/** Puts a version's content back on its row (the database records it as a new version). */
export async function restoreVersion(versionId: number): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.rpc('history_restore_version', { p_version_id: versionId })
  if (error) throw error
}

export function useRestoreVersion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreVersion,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
