import { useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import type { WithState } from '../news-state'
import { newsroomKeys } from './keys'

export type AuthorOption = Pick<Tables<'autores'>, 'id' | 'name'>

/** Every author, by name (the editor's and the list filter's choices). */
export async function listAuthorOptions(): Promise<AuthorOption[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('autores')
    .select('id, name')
    .order('name', { ascending: true })
    .limit(1000)
  if (error) throw error
  return data
}

export function useAuthorOptions() {
  return useQuery({ queryKey: newsroomKeys.authorOptions(), queryFn: listAuthorOptions })
}

/** With its state by the database's clock (see WithState in ./news). */
export type AuthorArticle = WithState<
  Pick<Tables<'noticias'>, 'id' | 'title' | 'is_published' | 'published_at' | 'unpublished_at'>
>

/** An author's articles in every state, newest publication date first. */
export async function listAuthorArticles(authorId: string): Promise<AuthorArticle[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('noticias')
    .select('id, title, is_published, published_at, unpublished_at, news_state')
    .eq('author_id', authorId)
    .order('published_at', { ascending: false })
    .limit(200)
    .overrideTypes<AuthorArticle[], { merge: false }>()
  if (error) throw error
  return data
}

export function useAuthorArticles(authorId: string) {
  return useQuery({
    queryKey: newsroomKeys.authorArticles(authorId),
    queryFn: () => listAuthorArticles(authorId),
  })
}
