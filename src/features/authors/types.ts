import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']
export type AuthorRow = Tables['autores']['Row']
export type Author = Pick<
  AuthorRow,
  | 'id'
  | 'slug'
  | 'name'
  | 'role_title'
  | 'bio'
  | 'avatar_url'
  | 'site_url'
  | 'instagram_url'
  | 'linkedin_url'
>
export type AuthorArticle = Pick<
  Tables['noticias']['Row'],
  'id' | 'slug' | 'title' | 'summary' | 'cover_image_url' | 'published_at'
>
