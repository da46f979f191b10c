import { queryOptions, useQuery } from '@tanstack/react-query'
import { getVariantStock } from '@/lib/store-client'
import { storeKeys } from './keys'

export function variantStockQueryOptions(productIds: readonly string[]) {
  return queryOptions({
    queryKey: storeKeys.stock(productIds),
    queryFn: ({ signal }) => getVariantStock(productIds, signal),
    // Stock changes as people buy: always ask again when a product page opens.
    staleTime: 0,
    enabled: productIds.length > 0,
  })
}

export function useVariantStock(productIds: readonly string[]) {
  return useQuery(variantStockQueryOptions(productIds))
}
