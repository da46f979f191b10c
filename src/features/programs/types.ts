import type { Database } from '@/types/database'

export type Program = Database['public']['Tables']['programas']['Row']
