import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { STORE_BASE } from '@/testing/store-fixtures'
import {
  StoreApiError,
  StoreResponseError,
  buildQuery,
  storeRequest,
  storeUrl,
} from './store-client'

const asIs = (data: unknown) => data

test('requests go to the local backend on the page origin with the local store id', () => {
  expect(storeUrl('/products')).toBe(`${STORE_BASE}/products`)
})

test('array query values are repeated under their key and empty values are left out', () => {
  expect(
    buildQuery({ 'ids[]': ['a', 'b'], offset: 0, limit: 12, order: undefined, sort_by: '' }),
  ).toBe('?ids%5B%5D=a&ids%5B%5D=b&offset=0&limit=12')
  expect(buildQuery({})).toBe('')
})

test('a non-success answer throws "HTTP {status}: {statusText}" with the JSON body code', async () => {
  server.use(
    http.post(`${STORE_BASE}/checkout`, () =>
      HttpResponse.json(
        { code: 'insufficient_inventory', message: 'x' },
        { status: 409, statusText: 'Conflict' },
      ),
    ),
  )
  const error = await storeRequest('/checkout', { method: 'POST', body: {}, parse: asIs }).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(StoreApiError)
  expect((error as StoreApiError).message).toBe('HTTP 409: Conflict')
  expect((error as StoreApiError).code).toBe('insufficient_inventory')
  expect((error as StoreApiError).status).toBe(409)
})

test('a non-success answer without a JSON body has no code', async () => {
  server.use(
    http.get(
      `${STORE_BASE}/products`,
      () => new HttpResponse('boom', { status: 500, statusText: 'Internal Server Error' }),
    ),
  )
  const error = (await storeRequest('/products', { parse: asIs }).catch(
    (e: unknown) => e,
  )) as StoreApiError
  expect(error.message).toBe('HTTP 500: Internal Server Error')
  expect(error.code).toBeUndefined()
})

test('the body is sent as JSON', async () => {
  let received: unknown
  server.use(
    http.post(`${STORE_BASE}/checkout`, async ({ request }) => {
      received = await request.json()
      return HttpResponse.json({ url: 'http://localhost/__checkout/1' })
    }),
  )
  await storeRequest('/checkout', { method: 'POST', body: { items: [] }, parse: asIs })
  expect(received).toEqual({ items: [] })
})

test('a malformed answer becomes a clear StoreResponseError', async () => {
  server.use(http.get(`${STORE_BASE}/products`, () => HttpResponse.json({ nope: true })))
  const error = await storeRequest('/products', {
    parse: () => {
      throw new Error('products: expected array')
    },
  }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(StoreResponseError)
  expect((error as Error).message).toBe(
    'Unexpected store API answer for /products: products: expected array',
  )
})

test('a body that is not JSON becomes a StoreResponseError', async () => {
  server.use(http.get(`${STORE_BASE}/products`, () => new HttpResponse('<html>', { status: 200 })))
  await expect(storeRequest('/products', { parse: asIs })).rejects.toThrow(StoreResponseError)
})
