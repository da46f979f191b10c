import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isUuid } from '@/lib/is-uuid'
import { trackKeys } from './keys'
import type { Modulo } from '../types'

/** One module of one track (both UUIDs); null when it does not exist or belongs to another track. */
export async function getModulo({
  trilhaId,
  moduloId,
}: {
  trilhaId: string
  moduloId: string
}): Promise<Modulo | null> {
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

export const moduloQueryOptions = (params: { trilhaId: string; moduloId: string }) =>
  queryOptions({ queryKey: trackKeys.module(params), queryFn: () => getModulo(params) })

export function useModulo(params: { trilhaId: string; moduloId: string }) {
  return useQuery(moduloQueryOptions(params))
}
