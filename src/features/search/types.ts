import type { Database } from '@/types/database'

export type SearchHit = Database['public']['Functions']['search_site']['Returns'][number]
export type SearchKind = SearchHit['kind']
