import { queryOptions, useQuery } from '@tanstack/react-query'
import { StoreApiError, storeRequest } from '@/lib/store-client'
import { mapProduct } from '../mappers'
import type { Product } from '../types'
import { storeKeys, type ProductParams } from './keys'
import { parseWith, rawProductResponseSchema } from './schemas'

/** Store product ids look like `prod_01K...`; anything else cannot exist. */
const PRODUCT_ID = /^prod_[A-Za-z0-9_-]{1,100}$/

/** One product, or null when the store does not know the id (a malformed id is not requested). */
export async function getProduct(
  id: string,
  signal?: AbortSignal,
  params: ProductParams = {},
): Promise<Product | null> {
  if (!PRODUCT_ID.test(id)) return null
  try {
    return await storeRequest(`/products/${encodeURIComponent(id)}`, {
      query: { field: params.field },
      parse: (data) => mapProduct(parseWith(rawProductResponseSchema, data).product, 'single'),
      signal,
    })
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 404) return null
    throw error
  }
}

export function productQueryOptions(id: string, params: ProductParams = {}) {
  return queryOptions({
    queryKey: storeKeys.product(id, params),
    queryFn: ({ signal }) => getProduct(id, signal, params),
  })
}

export function useProduct(id: string, params: ProductParams = {}) {
  return useQuery(productQueryOptions(id, params))
}
