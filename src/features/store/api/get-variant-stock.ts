import { queryOptions, useQuery } from '@tanstack/react-query'
import { storeRequest } from '@/lib/store-client'
import type { VariantStock } from '../types'
import { storeKeys } from './keys'
import { parseWith, rawVariantStockSchema } from './schemas'

/** Stock of every variant of the given products: variant id -> quantity (null = not tracked). */
export function getVariantStock(
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<VariantStock[]> {
  return storeRequest('/variants', {
    query: { fields: 'inventory_quantity', 'product_ids[]': productIds },
    parse: (data) =>
      parseWith(rawVariantStockSchema, data).variants.map((v) => ({
        id: v.id,
        inventory_quantity: v.inventory_quantity ?? null,
      })),
    signal,
  })
}

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
