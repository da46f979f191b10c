import type { Database } from '@/types/database'

type Tables = Database['public']['Tables']
type TrackRow = Tables['trilhas']['Row']
type TrackModuleRow = Tables['trilha_modulos']['Row']
export type TrackSummary = Pick<
  TrackRow,
  'id' | 'slug' | 'title' | 'description' | 'cover_image_url' | 'level' | 'estimated_hours'
>
type TrackModuleSummary = Pick<TrackModuleRow, 'id' | 'title' | 'display_order'>
export type Track = TrackSummary & { modules: TrackModuleSummary[] }
export type TrackModule = Pick<
  TrackModuleRow,
  'id' | 'trilha_id' | 'title' | 'content' | 'video_url' | 'display_order'
>
