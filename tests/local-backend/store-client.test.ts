// The site's store client and mappers against the local backend's store (the real answers, not
// msw fixtures): every seeded product passes the boundary checks, and errors carry their code.
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import type * as GetProducts from '../../src/features/store/api/get-products'
import type * as GetProduct from '../../src/features/store/api/get-product'
import type * as GetVariantStock from '../../src/features/store/api/get-variant-stock'
import type * as StartCheckout from '../../src/features/cart/api/start-checkout'
import type * as StoreClient from '../../src/lib/store-client'

let backend: LocalBackend
let api: {
  getProducts: typeof GetProducts.getProducts
  getProduct: typeof GetProduct.getProduct
  getVariantStock: typeof GetVariantStock.getVariantStock
  startCheckout: typeof StartCheckout.startCheckout
  StoreApiError: typeof StoreClient.StoreApiError
}

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
  // The client reads its base URL once, from the environment, when first imported.
  vi.stubEnv('VITE_STORE_API_URL', backend.url)
  const [products, product, stock, checkout, client] = await Promise.all([
    import('../../src/features/store/api/get-products'),
    import('../../src/features/store/api/get-product'),
    import('../../src/features/store/api/get-variant-stock'),
    import('../../src/features/cart/api/start-checkout'),
    import('../../src/lib/store-client'),
  ])
  api = {
    getProducts: products.getProducts,
    getProduct: product.getProduct,
    getVariantStock: stock.getVariantStock,
    startCheckout: checkout.startCheckout,
    StoreApiError: client.StoreApiError,
  }
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await backend?.close()
})

test('every seeded product passes the boundary checks and maps to Product with priced variants', async () => {
  const page = await api.getProducts({ limit: 100 })
  expect(page.products.length).toBeGreaterThan(0)
  expect(page.count).toBe(page.products.length)
  for (const product of page.products) {
    expect(product.variants.length, product.id).toBeGreaterThan(0)
    expect(product.currency).toBe('brl')
    expect(product.price_in_cents, product.id).toBeGreaterThan(0)
    for (const v of product.variants) expect(v.price_formatted).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/)
  }
})

test('paging with offset and limit returns the rest of the list', async () => {
  const all = await api.getProducts({ limit: 100 })
  const second = await api.getProducts({ offset: 1, limit: 100 })
  expect(second.products.map((p) => p.id)).toEqual(all.products.slice(1).map((p) => p.id))
})

test('a single product reads its gallery from media; an unknown id is null', async () => {
  const { products } = await api.getProducts({ limit: 1 })
  const product = await api.getProduct(products[0]!.id)
  expect(product?.id).toBe(products[0]!.id)
  expect(product?.images.length).toBeGreaterThan(0)
  expect(await api.getProduct('prod_does_not_exist')).toBeNull()
})

test('stock is read for every variant of the products asked', async () => {
  const { products } = await api.getProducts({ limit: 100 })
  const stock = await api.getVariantStock(products.map((p) => p.id))
  const ids = new Set(stock.map((s) => s.id))
  for (const v of products.flatMap((p) => p.variants)) expect(ids.has(v.id), v.id).toBe(true)
})

test('checkout answers the hosted page URL; beyond the stock it fails with insufficient_inventory', async () => {
  const { products } = await api.getProducts({ limit: 100 })
  const stock = await api.getVariantStock(products.map((p) => p.id))
  const managed = products.flatMap((p) => p.variants).find((v) => v.manage_inventory)!
  const left = stock.find((s) => s.id === managed.id)!.inventory_quantity!
  const request = {
    successUrl: `${backend.url}/success`,
    cancelUrl: `${backend.url}/store`,
    locale: 'pt-BR',
    timeZone: 'America/Sao_Paulo',
  }
  const { url } = await api.startCheckout({ ...request, items: [{ variant_id: managed.id, quantity: 1 }] })
  expect(url).toMatch(new RegExp(`^${backend.url}/__checkout/`))
  const error = await api
    .startCheckout({ ...request, items: [{ variant_id: managed.id, quantity: left + 1 }] })
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(api.StoreApiError)
  expect((error as Error).message).toMatch(/^HTTP 4\d\d: /)
  expect((error as InstanceType<typeof api.StoreApiError>).code).toBe('insufficient_inventory')
})
