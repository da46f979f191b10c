import { queryOptions, useQuery } from '@tanstack/react-query'
import { isRecord, storeRequest } from '@/lib/store-client'
import { cartKeys } from './keys'

/** Stock of the variants of the given products (variant id -> quantity); untracked ones are absent. */
export function getCartStock(
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  return storeRequest('/variants', {
    query: { fields: 'inventory_quantity', 'product_ids[]': productIds },
    parse: (data) => {
      const variants = isRecord(data) ? data.variants : undefined
      if (!Array.isArray(variants)) throw new Error('variants: expected an array')
      const stock = new Map<string, number>()
      for (const v of variants) {
        if (isRecord(v) && typeof v.id === 'string' && typeof v.inventory_quantity === 'number') {
          stock.set(v.id, v.inventory_quantity)
        }
      }
      return stock
    },
    signal,
  })
}

export function cartStockQueryOptions(productIds: readonly string[]) {
  return queryOptions({
    queryKey: cartKeys.stock(productIds),
    queryFn: ({ signal }) => getCartStock(productIds, signal),
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
