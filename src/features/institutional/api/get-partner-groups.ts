import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { groupPartners, type PartnerGroup } from '../partners'
import { partnerKeys } from './keys'

/** A bound for curated lists shown whole (the home section and the partners page). */
const PARTNERS_LIMIT = 300

/** Partners and their categories, both by display_order, read in parallel and grouped. */
export async function getPartnerGroups(): Promise<PartnerGroup[]> {
  const supabase = await getDataClient()
  const [partners, categories] = await Promise.all([
    supabase
      .from('partners')
      .select('id, name, logo_url, site_url, category_id')
      .order('display_order', { ascending: true })
      .limit(PARTNERS_LIMIT),
    supabase
      .from('partner_categories')
      .select('id, name')
      .order('display_order', { ascending: true })
      .limit(PARTNERS_LIMIT),
  ])
  if (partners.error) throw partners.error
  if (categories.error) throw categories.error
  return groupPartners(partners.data, categories.data)
}

export const partnerGroupsQueryOptions = () =>
  queryOptions({ queryKey: partnerKeys.grouped(), queryFn: getPartnerGroups })

export function usePartnerGroups() {
  return useQuery(partnerGroupsQueryOptions())
}
