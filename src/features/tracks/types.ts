import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']
type TrilhaRow = Tables['trilhas']['Row']
type ModuloRow = Tables['trilha_modulos']['Row']
export type TrilhaSummary = Pick<
  TrilhaRow,
  'id' | 'slug' | 'title' | 'description' | 'cover_image_url' | 'level' | 'estimated_hours'
>
export type ModuloSummary = Pick<ModuloRow, 'id' | 'title' | 'display_order'>
export type Trilha = TrilhaSummary & { modules: ModuloSummary[] }
export type Modulo = Pick<
  ModuloRow,
  'id' | 'trilha_id' | 'title' | 'content' | 'video_url' | 'display_order'
>
