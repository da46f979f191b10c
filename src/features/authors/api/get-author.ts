import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { isSlug, isUuid } from '@/lib/ids'
import { authorKeys } from './keys'
import type { Author } from '../types'

/** One author by UUID or slug; null when unknown, without a request for a malformed key. */
export async function getAuthor(id: string): Promise<Author | null> {
  const byId = isUuid(id)
  if (!byId && !isSlug(id)) return null
  const supabase = await getDataClient()
  const { data, error } = await supabase
    .from('autores')
    .select('id, slug, name, role_title, bio, avatar_url, site_url, instagram_url, linkedin_url')
    .eq(byId ? 'id' : 'slug', id)
    .maybeSingle()
  if (error) throw error
  return data ?? null
}

export const authorQueryOptions = (id: string) =>
  queryOptions({ queryKey: authorKeys.detail(id), queryFn: () => getAuthor(id) })

export function useAuthor(id: string) {
  return useQuery(authorQueryOptions(id))
}
