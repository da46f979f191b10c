import { isRecord, storeRequest } from '@/lib/store-client'

/** Stock of the variants of the given products (variant id -> quantity), to explain a refusal. */
export function getCartStock(productIds: readonly string[]): Promise<Map<string, number>> {
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
  })
}
