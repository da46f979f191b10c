/** The product list's optional parameters (specification section 6, docs/contracts/STORE-API.md). */
export interface ProductListParams {
  ids?: readonly string[]
  limit?: number
  order?: 'ASC' | 'DESC'
  sort_by?: string
  /** true: only the hidden products; false: only the visible ones (the API's default). */
  is_hidden?: boolean
  /** Only products created up to this moment (an ISO 8601 date or date-time). */
  to_date?: string
}

/** A single product's optional parameter (specification section 6). */
export interface ProductParams {
  field?: string
}

export const storeKeys = {
  all: ['store'] as const,
  products: (params: ProductListParams) => [...storeKeys.all, 'products', params] as const,
  product: (id: string, params: ProductParams = {}) =>
    [...storeKeys.all, 'product', id, params] as const,
  stock: (productIds: readonly string[]) => [...storeKeys.all, 'stock', [...productIds]] as const,
}
