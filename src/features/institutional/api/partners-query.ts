import { queryOptions, useQuery } from '@tanstack/react-query'
import { getDataClient } from '@/lib/supabase'
import { groupPartners, type PartnerGroup } from '../partners'

export const partnerKeys = {
  all: ['partners'] as const,
  grouped: () => [...partnerKeys.all, 'grouped'] as const,
}

/** Partners and their categories, both by display_order, read in parallel and grouped. */
export async function getPartnerGroups(): Promise<PartnerGroup[]> {
  const supabase = await getDataClient()
  const [partners, categories] = await Promise.all([
    supabase.from('partners').select('*').order('display_order', { ascending: true }),
    supabase.from('partner_categories').select('*').order('display_order', { ascending: true }),
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
