import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isSlug, isUuid } from '@/lib/ids'
import { trackKeys } from './keys'
import { TRACK_COLUMNS } from './get-tracks'
import type { Track } from '../types'

/** A track with the titles of its modules in order; null when unknown (no request for a malformed key). */
export async function getTrack(idOrSlug: string): Promise<Track | null> {
  const byId = isUuid(idOrSlug)
  if (!byId && !isSlug(idOrSlug)) return null
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('trilhas')
    .select(TRACK_COLUMNS)
    .eq('is_published', true)
    .eq(byId ? 'id' : 'slug', idOrSlug)
    .maybeSingle()
  if (error) throw error
  if (!data) return null
  const modules = await supabase
    .from('trilha_modulos')
    .select('id, title, display_order')
    .eq('trilha_id', data.id)
    .order('display_order', { ascending: true })
    .order('id', { ascending: true })
  if (modules.error) throw modules.error
  return { ...data, modules: modules.data ?? [] }
}

export const trackQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: trackKeys.detail(idOrSlug), queryFn: () => getTrack(idOrSlug) })

export function useTrack(idOrSlug: string) {
  return useQuery(trackQueryOptions(idOrSlug))
}
