import { allRows } from '@/lib/all-rows'
import { getDataClient } from '@/lib/supabase'
import type { Author } from '../types'

type AuthorIndexRow = Pick<Author, 'id' | 'name' | 'bio' | 'avatar_url'> & {
  updated_at: string
}

/** Every author profile: what the build writes crawler pages and the sitemap from. */
export async function getAllAuthors(): Promise<AuthorIndexRow[]> {
  const supabase = await getDataClient()
  return allRows((from, to) =>
    supabase
      .from('autores')
      .select('id, name, bio, avatar_url, updated_at')
      .order('id', { ascending: true })
      .range(from, to),
  )
}
