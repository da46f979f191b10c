import type { Database } from '@/types/database'

// Representations (specification section 3): only the four categories below are shown, in this
// order; items without a category ("Outros") or with any other category stay hidden.

export type Representation = Pick<
  Database['public']['Tables']['representacoes']['Row'],
  'id' | 'name' | 'category' | 'logo_url'
>

export const representationCategories = [
  'FÓRUNS & PACTOS',
  'CONSELHOS DE DIREITO',
  'COALIZÕES & CAMPANHAS',
  'PRÊMIOS & RECONHECIMENTOS',
] as const

export interface RepresentationGroup {
  category: (typeof representationCategories)[number]
  items: Representation[]
}

/** Groups rows (already in display_order) into the shown categories, dropping empty groups. */
export function groupRepresentations(rows: Representation[]): RepresentationGroup[] {
  return representationCategories
    .map((category) => ({ category, items: rows.filter((r) => r.category?.trim() === category) }))
    .filter((group) => group.items.length > 0)
}
