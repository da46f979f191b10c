import type { Database } from '@/types/database'

export type Publication = Database['public']['Tables']['pdc_publications']['Row']
