import type { Database } from '@/types/database'

export type Manifesto = Pick<
  Database['public']['Tables']['manifestos']['Row'],
  'id' | 'title' | 'thematic' | 'description' | 'signed_at' | 'link_url'
>
