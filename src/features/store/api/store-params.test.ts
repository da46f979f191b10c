// The store client sends every parameter the specification lists (section 6): ids[], offset,
// limit, order, sort_by, is_hidden and to_date on the list; field on a single product.
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { STORE_BASE, shirt } from '@/testing/store-fixtures'
import { getProduct } from './get-product'
import { getProducts } from './get-products'
import type { ProductListParams, ProductParams } from './keys'

/** Answers like the store and records the query string of each request. */
function recordQueries() {
  const seen: URLSearchParams[] = []
  server.use(
    http.get(`${STORE_BASE}/products`, ({ request }) => {
      seen.push(new URL(request.url).searchParams)
      return HttpResponse.json({ count: 1, offset: 0, limit: 12, products: [shirt] })
    }),
    http.get(`${STORE_BASE}/products/:id`, ({ request }) => {
      seen.push(new URL(request.url).searchParams)
      return HttpResponse.json({
        product: { ...shirt, media: shirt.images, status: 'published', created_at: null },
      })
    }),
  )
  return seen
}

test('the product list sends is_hidden and to_date with the other parameters', async () => {
  const seen = recordQueries()
  const page = await getProducts({
    ids: ['prod_a', 'prod_b'],
    offset: 12,
    limit: 12,
    order: 'DESC',
    sort_by: 'created_at',
    is_hidden: false,
    to_date: '2026-11-01T00:00:00.000Z',
  })
  expect(page.products).toHaveLength(1)
  const query = seen[0]!
  expect(query.getAll('ids[]')).toEqual(['prod_a', 'prod_b'])
  expect(Object.fromEntries([...query].filter(([key]) => key !== 'ids[]'))).toEqual({
    offset: '12',
    limit: '12',
    order: 'DESC',
    sort_by: 'created_at',
    is_hidden: 'false',
    to_date: '2026-11-01T00:00:00.000Z',
  })
})

test('is_hidden true asks for the hidden products; unset, neither parameter is sent', async () => {
  const seen = recordQueries()
  await getProducts({ is_hidden: true })
  await getProducts({})
  expect(seen[0]!.get('is_hidden')).toBe('true')
  expect(seen[1]!.has('is_hidden')).toBe(false)
  expect(seen[1]!.has('to_date')).toBe(false)
})

test('a single product sends field when given, and nothing when not', async () => {
  const seen = recordQueries()
  expect((await getProduct(shirt.id, undefined, { field: 'media' }))?.id).toBe(shirt.id)
  await getProduct(shirt.id)
  expect(seen[0]!.get('field')).toBe('media')
  expect([...seen[1]!]).toEqual([])
})

test('the parameters are typed', () => {
  // @ts-expect-error is_hidden is a boolean, not a string
  const list: ProductListParams = { is_hidden: 'true' }
  // @ts-expect-error field is a string
  const single: ProductParams = { field: 1 }
  expect([list, single]).toHaveLength(2)
})
