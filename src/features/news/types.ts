import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']
export type NewsRow = Tables['noticias']['Row']
export type AuthorRow = Tables['autores']['Row']

export type NewsAuthor = Pick<AuthorRow, 'id' | 'name' | 'avatar_url' | 'bio'>
export type NewsSummary = Pick<
  NewsRow,
  'id' | 'slug' | 'title' | 'summary' | 'cover_image_url' | 'published_at' | 'author_id'
> & {
  author: NewsAuthor | null
}
export type NewsArticle = NewsSummary & Pick<NewsRow, 'body' | 'cover_image_alt' | 'is_published'>
export type NewsLink = Pick<NewsRow, 'id' | 'slug' | 'title'>
