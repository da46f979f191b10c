import { isRecord, storeRequest } from './store-client'

/**
 * Stock of every variant of the given products (the store API's `/variants`): variant id ->
 * quantity, null when the variant's stock is not tracked. Entries without an id are skipped.
 * The one fetcher of the product page's and the cart's stock.
 */
export function getVariantStock(
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, number | null>> {
  return storeRequest('/variants', {
    query: { fields: 'inventory_quantity', 'product_ids[]': productIds },
    parse: (data) => {
      const variants = isRecord(data) ? data.variants : undefined
      if (!Array.isArray(variants)) throw new Error('variants: expected an array')
      const stock = new Map<string, number | null>()
      for (const v of variants) {
        if (!isRecord(v) || typeof v.id !== 'string') continue
        stock.set(v.id, typeof v.inventory_quantity === 'number' ? v.inventory_quantity : null)
      }
      return stock
    },
    signal,
  })
}
