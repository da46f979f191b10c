import type { Database } from '@/types/database'

type ResearchRow = Database['public']['Tables']['pesquisas']['Row']
export type ResearchSummary = Pick<
  ResearchRow,
  'id' | 'slug' | 'title' | 'summary' | 'authors' | 'year' | 'cover_image_url'
>
export type Research = ResearchSummary & Pick<ResearchRow, 'body' | 'file_url'>
