import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { isUuid } from '@/lib/is-uuid'
import { authorKeys } from './keys'
import type { Author } from '../types'

/** One author by id; null for an unknown or malformed id (no request for a non-UUID). */
export async function getAuthor(id: string): Promise<Author | null> {
  if (!isUuid(id)) return null
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('autores').select('id, name, bio, avatar_url, links').eq('id', id).maybeSingle()
  if (error) throw error
  return data ?? null
}

export const authorQueryOptions = (id: string) => queryOptions({ queryKey: authorKeys.detail(id), queryFn: () => getAuthor(id) })

export function useAuthor(id: string) {
  return useQuery(authorQueryOptions(id))
}
