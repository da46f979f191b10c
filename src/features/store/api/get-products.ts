import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { storeRequest } from '@/lib/store-client'
import { mapProductPage } from '../mappers'
import type { ProductPage } from '../types'
import { storeKeys, type ProductListParams } from './keys'
import { parseWith, rawProductListSchema } from './schemas'

const PRODUCTS_PAGE_SIZE = 12

export function getProducts(
  params: ProductListParams & { offset?: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  return storeRequest('/products', {
    query: {
      'ids[]': params.ids,
      offset: params.offset,
      limit: params.limit,
      order: params.order,
      sort_by: params.sort_by,
      is_hidden: params.is_hidden,
      to_date: params.to_date,
    },
    parse: (data) => mapProductPage(parseWith(rawProductListSchema, data)),
    signal,
  })
}

export function productsInfiniteQueryOptions(params: ProductListParams = {}) {
  const limit = params.limit ?? PRODUCTS_PAGE_SIZE
  const full = { ...params, limit }
  return infiniteQueryOptions({
    queryKey: storeKeys.products(full),
    queryFn: ({ pageParam, signal }) => getProducts({ ...full, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ProductPage, pages: ProductPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.products.length, 0)
      return last.products.length > 0 && loaded < last.count ? loaded : undefined
    },
  })
}

export function useProducts(params: ProductListParams = {}) {
  return useInfiniteQuery(productsInfiniteQueryOptions(params))
}
