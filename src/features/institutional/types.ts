import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']
export type Pagina = Pick<
  Tables['paginas']['Row'],
  'id' | 'section' | 'slug' | 'title' | 'summary' | 'body' | 'updated_at'
>
export type InstitutoRow = Tables['institutos']['Row']
export type InstitutoSummary = Pick<
  InstitutoRow,
  'id' | 'name' | 'slug' | 'city' | 'state' | 'logo_url'
>
export type Instituto = Pick<
  InstitutoRow,
  'id' | 'name' | 'slug' | 'city' | 'state' | 'description' | 'logo_url' | 'site_url'
>
export type Documento = Pick<
  Tables['documentos']['Row'],
  'id' | 'title' | 'category' | 'file_url' | 'published_at' | 'description'
>
