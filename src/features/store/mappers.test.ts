import { expect, test } from 'vitest'
import { rawProduct, rawVariant } from '@/testing/store-fixtures'
import { parseWith, rawProductListSchema, rawProductSchema } from './api/schemas'
import { findVariantBySelection, listPriceVariant, mapProduct, mapVariant } from './mappers'

function product(overrides: Record<string, unknown>, variants: Parameters<typeof rawProduct>[1]) {
  return mapProduct(
    parseWith(rawProductSchema, rawProduct({ id: 'prod_x', title: 'X', ...overrides }, variants)),
  )
}

const variants = [
  { id: 'v1', title: 'A', amount: 3000 },
  { id: 'v2', title: 'B', amount: 2500 },
  { id: 'v3', title: 'C', amount: 2800, sale: 2000 },
]

test('list price rule: with no selection the lowest effective price wins (a sale counts)', () => {
  const p = product({ site_product_selection: null }, variants)
  expect(p.price_in_cents).toBe(2000)
  expect(p.regular_price_in_cents).toBe(2800)
  expect(p.currency).toBe('brl')
})

test('list price rule: lowest_price_first picks the cheapest variant', () => {
  const p = product({ site_product_selection: 'lowest_price_first' }, variants.slice(0, 2))
  expect(p.price_in_cents).toBe(2500)
})

test('list price rule: any other selection takes the first variant', () => {
  const p = product({ site_product_selection: 'first_variant' }, variants)
  expect(p.price_in_cents).toBe(3000)
  expect(p.regular_price_in_cents).toBe(3000)
})

test('a product without variants has price 0 in the default currency', () => {
  const p = product({}, [])
  expect(p.price_in_cents).toBe(0)
  expect(p.currency).toBe('eur')
  expect(listPriceVariant([], null)).toBeUndefined()
})

test('a variant maps its first price: amount, sale amount, currency and formatted texts', () => {
  const v = mapVariant(rawVariant({ id: 'v', title: 'M', amount: 5990, sale: 4990 }))
  expect(v).toMatchObject({
    price_in_cents: 5990,
    sale_price_in_cents: 4990,
    currency: 'brl',
    currency_info: { code: 'BRL', symbol: 'R$', template: 'R$ $1' },
    price_formatted: 'R$ 59,90',
    sale_price_formatted: 'R$ 49,90',
    manage_inventory: true,
  })
})

test('a variant without prices defaults to 0 in eur, no sale and empty sale text', () => {
  const v = mapVariant({ id: 'v', title: 'M', prices: [] })
  expect(v).toMatchObject({
    price_in_cents: 0,
    sale_price_in_cents: null,
    currency: 'eur',
    currency_info: null,
    price_formatted: '€ 0,00',
    sale_price_formatted: '',
    manage_inventory: false,
    options: [],
    image_url: null,
  })
})

test('a price with a missing amount counts as 0; an upper-case code is normalised', () => {
  const v = mapVariant({
    id: 'v',
    title: 'M',
    prices: [
      {
        amount: null,
        currency_code: 'USD',
        currency: { code: 'USD', symbol: 'US$', template: null },
      },
    ],
  })
  expect(v.price_in_cents).toBe(0)
  expect(v.currency).toBe('usd')
  expect(v.price_formatted).toBe('US$ 0,00')
})

test('image comes from thumbnail, collections from product_collections; a single product reads media', () => {
  const raw = parseWith(
    rawProductSchema,
    rawProduct({
      id: 'prod_y',
      title: 'Y',
      thumbnail: 'https://img/t.jpg',
      images: [{ url: 'https://img/list.jpg', order: 0, type: 'image' }],
      media: [
        { url: 'https://img/b.jpg', order: 2, type: 'image' },
        { url: 'https://img/a.jpg', order: 1, type: 'image' },
      ],
      product_collections: [{ product_id: 'prod_y', collection_id: 'col_1', order: 3 }],
      status: 'published',
    }),
  )
  const listed = mapProduct(raw, 'list')
  expect(listed.image).toBe('https://img/t.jpg')
  expect(listed.images.map((i) => i.url)).toEqual(['https://img/list.jpg'])
  expect(listed.collections).toEqual([{ product_id: 'prod_y', collection_id: 'col_1', order: 3 }])
  expect(listed.status).toBeUndefined()
  const single = mapProduct(raw, 'single')
  expect(single.images.map((i) => i.url)).toEqual(['https://img/a.jpg', 'https://img/b.jpg'])
  expect(single.status).toBe('published')
})

test('a malformed list is rejected with the path of the problem', () => {
  expect(() => parseWith(rawProductListSchema, { count: 1, products: [{ id: 'p' }] })).toThrow(
    /products\.0\.title/,
  )
  expect(() => parseWith(rawProductListSchema, null)).toThrow()
})

test('the selected option values find their variant', () => {
  const p = product({}, [
    { id: 'vp', title: 'P', size: 'P' },
    { id: 'vm', title: 'M', size: 'M' },
  ])
  expect(findVariantBySelection(p.variants, { opt_prod_x_size: 'M' })?.id).toBe('vm')
  expect(findVariantBySelection(p.variants, { opt_prod_x_size: 'XG' })).toBeUndefined()
})
