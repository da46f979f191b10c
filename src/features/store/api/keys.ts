export interface ProductListParams {
  ids?: readonly string[]
  limit?: number
  order?: 'ASC' | 'DESC'
  sort_by?: string
}

export const storeKeys = {
  all: ['store'] as const,
  products: (params: ProductListParams) => [...storeKeys.all, 'products', params] as const,
  product: (id: string) => [...storeKeys.all, 'product', id] as const,
  stock: (productIds: readonly string[]) => [...storeKeys.all, 'stock', [...productIds]] as const,
}
