import type { Database } from '@/types/database'

export type Program = Database['public']['Tables']['programas']['Row']

/** What a programme card shows (the home section and the list page): PROGRAM_CARD_COLUMNS. */
export type ProgramSummary = Pick<
  Program,
  'id' | 'title' | 'category' | 'year' | 'description' | 'icon' | 'gradient' | 'image_url'
>
