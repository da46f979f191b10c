import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']
export type AuthorRow = Tables['autores']['Row']
export type Author = Pick<AuthorRow, 'id' | 'name' | 'bio' | 'avatar_url' | 'links'>
export type AuthorArticle = Pick<Tables['noticias']['Row'], 'id' | 'slug' | 'title' | 'summary' | 'cover_url' | 'published_at'>
