import type { Product } from '../types'
import { getProducts } from './get-products'

const PAGE = 100

/** Every product of the store, page after page: what the build writes crawler pages from. */
export async function getAllProducts(): Promise<Product[]> {
  const products: Product[] = []
  for (;;) {
    const page = await getProducts({ offset: products.length, limit: PAGE })
    products.push(...page.products)
    if (page.products.length === 0 || products.length >= page.count) return products
  }
}
