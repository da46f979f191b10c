import type { Database } from '@/types/database'

// Partners grouped by partner_categories.display_order (specification section 3).

export type Partner = Pick<
  Database['public']['Tables']['partners']['Row'],
  'id' | 'name' | 'logo_url' | 'site_url' | 'category_id'
>
type PartnerCategory = Pick<
  Database['public']['Tables']['partner_categories']['Row'],
  'id' | 'name'
>

export interface PartnerGroup {
  id: string
  name: string
  partners: Partner[]
}

const OTHER_PARTNERS = 'Outros parceiros'

/**
 * One group per category in the categories' order (rows already sorted by display_order), empty
 * groups dropped; partners with no known category close the list under "Outros parceiros".
 */
export function groupPartners(partners: Partner[], categories: PartnerCategory[]): PartnerGroup[] {
  const known = new Set(categories.map((c) => c.id))
  const groups = categories.map((c) => ({
    id: c.id,
    name: c.name,
    partners: partners.filter((p) => p.category_id === c.id),
  }))
  const others = partners.filter((p) => !p.category_id || !known.has(p.category_id))
  if (others.length > 0) groups.push({ id: 'outros', name: OTHER_PARTNERS, partners: others })
  return groups.filter((g) => g.partners.length > 0)
}
