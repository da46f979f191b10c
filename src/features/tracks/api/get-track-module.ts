import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isUuid } from '@/lib/ids'
import { trackKeys } from './keys'
import type { TrackModule } from '../types'

/** One module of one track (both UUIDs); null when it does not exist or belongs to another track. */
export async function getTrackModule({
  trilhaId,
  moduloId,
}: {
  trilhaId: string
  moduloId: string
}): Promise<TrackModule | null> {
  if (!isUuid(trilhaId) || !isUuid(moduloId)) return null
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('trilha_modulos')
    .select('id, trilha_id, title, content, video_url, display_order')
    .eq('id', moduloId)
    .eq('trilha_id', trilhaId)
    .maybeSingle()
  if (error) throw error
  return data ?? null
}

export const trackModuleQueryOptions = (params: { trilhaId: string; moduloId: string }) =>
  queryOptions({ queryKey: trackKeys.module(params), queryFn: () => getTrackModule(params) })

export function useTrackModule(params: { trilhaId: string; moduloId: string }) {
  return useQuery(trackModuleQueryOptions(params))
}
