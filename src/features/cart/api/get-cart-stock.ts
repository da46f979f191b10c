import { queryOptions, useQuery } from '@tanstack/react-query'
import { getVariantStock } from '@/lib/store-client'
import { cartKeys } from './keys'

export function cartStockQueryOptions(productIds: readonly string[]) {
  return queryOptions({
    queryKey: cartKeys.stock(productIds),
    queryFn: ({ signal }) => getVariantStock(productIds, signal),
    // Stock changes as people buy: asked again every time the drawer opens.
    staleTime: 0,
    retry: 1,
  })
}

/** The cart's stock while the drawer is open; a failure shows nothing (checkout still decides). */
export function useCartStock(productIds: readonly string[], enabled: boolean) {
  return useQuery({
    ...cartStockQueryOptions(productIds),
    enabled: enabled && productIds.length > 0,
  })
}

/** The distinct products of the cart's lines, sorted (one query key whatever the line order). */
export function cartProductIds(items: ReadonlyArray<{ product: { id: string } }>): string[] {
  return [...new Set(items.map((i) => i.product.id))].sort()
}
