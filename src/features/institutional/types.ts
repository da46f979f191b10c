import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']
export type ContentPage = Pick<
  Tables['paginas']['Row'],
  'id' | 'section' | 'slug' | 'title' | 'summary' | 'body' | 'updated_at'
>
export type InstituteRow = Tables['institutos']['Row']
export type InstituteSummary = Pick<
  InstituteRow,
  'id' | 'name' | 'slug' | 'city' | 'state' | 'logo_url'
>
export type Institute = Pick<
  InstituteRow,
  'id' | 'name' | 'slug' | 'city' | 'state' | 'description' | 'logo_url' | 'site_url'
>
export type InstitutionalDocument = Pick<
  Tables['documentos']['Row'],
  'id' | 'title' | 'category' | 'file_url' | 'published_at' | 'description'
>
