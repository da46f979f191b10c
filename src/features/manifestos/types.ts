import type { Database } from '@/types/database'

export type Manifesto = Database['public']['Tables']['manifestos']['Row']
