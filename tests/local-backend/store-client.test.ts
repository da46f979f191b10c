// The site's own store client (src/lib/store-client.ts and the store and cart api functions, with
// their boundary schemas and mappers) against the local backend's store: list, one product,
// stock, checkout, the hosted page, paying, and the stock going down.
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type * as StartCheckout from '@/features/cart/api/start-checkout'
import type * as GetProduct from '@/features/store/api/get-product'
import type * as GetProducts from '@/features/store/api/get-products'
import type * as StoreClient from '@/lib/store-client'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'

let backend: LocalBackend
let api: {
  getProducts: typeof GetProducts.getProducts
  getProduct: typeof GetProduct.getProduct
  getVariantStock: typeof StoreClient.getVariantStock
  startCheckout: typeof StartCheckout.startCheckout
  StoreApiError: typeof StoreClient.StoreApiError
}

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
  // The client reads its base URL once, from the environment, when first imported.
  vi.stubEnv('VITE_STORE_API_URL', backend.url)
  vi.stubEnv('VITE_STORE_ID', '')
  api = {
    getProducts: (await import('@/features/store/api/get-products')).getProducts,
    getProduct: (await import('@/features/store/api/get-product')).getProduct,
    getVariantStock: (await import('@/lib/store-client')).getVariantStock,
    startCheckout: (await import('@/features/cart/api/start-checkout')).startCheckout,
    StoreApiError: (await import('@/lib/store-client')).StoreApiError,
  }
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await backend?.close()
})

const checkout = (items: Array<{ variant_id: string; quantity: number }>) =>
  api.startCheckout({
    items,
    successUrl: `${backend.url}/success`,
    cancelUrl: `${backend.url}/store`,
    locale: 'pt-BR',
    timeZone: 'America/Sao_Paulo',
  })

function stock(productId: string): Promise<Map<string, number | null>> {
  return api.getVariantStock([productId])
}

test('the store client lists the seeded products with BRL prices mapped', async () => {
  const page = await api.getProducts({ limit: 12 })
  expect(page.count).toBeGreaterThanOrEqual(6)
  const shirt = page.products.find((p) => p.id === 'prod_mov_camiseta')
  expect(shirt).toMatchObject({ title: 'Camiseta MOV Pelo Futuro', price_in_cents: 5990 })
  expect(shirt?.currency.toLowerCase()).toBe('brl')
  expect(shirt?.variants).toHaveLength(4)
  const notebook = page.products.find((p) => p.id === 'prod_mov_caderno')
  expect(notebook).toMatchObject({ price_in_cents: 1990, regular_price_in_cents: 2990 })
})

test('the store client reads one product with its single-fetch fields, and null for an unknown id', async () => {
  const product = await api.getProduct('prod_mov_caneca')
  expect(product).toMatchObject({ id: 'prod_mov_caneca', status: 'published' })
  expect(product?.images.length).toBeGreaterThan(0)
  expect(await api.getProduct('prod_nao_existe')).toBeNull()
})

test('the store client reads stock: a number for tracked variants, null for untracked ones', async () => {
  const shirt = await stock('prod_mov_camiseta')
  expect(shirt.get('variant_mov_camiseta_m')).toBe(2)
  const stickers = await stock('prod_mov_adesivos')
  expect(stickers.get('variant_mov_adesivos')).toBeNull()
})

test('checkout through the client: follow the URL, pay, and the stock goes down; paying twice is refused', async () => {
  const before = await stock('prod_mov_ecobag')
  const { url } = await checkout([{ variant_id: 'variant_mov_ecobag', quantity: 3 }])
  const page = await fetch(url)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('Ecobag MOV')
  const pay = () =>
    fetch(`${url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'bia@exemplo.com.br' }),
      redirect: 'manual',
    })
  const paid = await pay()
  expect(paid.status).toBe(303)
  expect(paid.headers.get('location')).toBe(`${backend.url}/success`)
  const after = await stock('prod_mov_ecobag')
  expect(after.get('variant_mov_ecobag')).toBe(before.get('variant_mov_ecobag')! - 3)
  const twice = await pay()
  expect(twice.status).toBe(409)
  expect(await stock('prod_mov_ecobag')).toEqual(after)
})

test('a quantity above the stock rejects with the insufficient_inventory code', async () => {
  const error = await checkout([{ variant_id: 'variant_mov_camiseta_gg', quantity: 99 }]).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(api.StoreApiError)
  expect(error).toMatchObject({
    status: 400,
    code: 'insufficient_inventory',
    message: 'HTTP 400: Bad Request',
  })
})
