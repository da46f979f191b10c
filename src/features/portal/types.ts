import type { Database } from '@/types/database'

export type Publication = Pick<
  Database['public']['Tables']['pdc_publications']['Row'],
  'id' | 'title' | 'thematic' | 'authors' | 'publication_date' | 'file_url' | 'image_url'
>
