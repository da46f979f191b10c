import { expect, test } from 'vitest'
import {
  CART_STORAGE_KEY,
  parseCart,
  readCart,
  savePendingCheckout,
  takePendingCheckout,
  writeCart,
} from './cart-storage'
import type { CartItem } from './cart-types'

const line: CartItem = {
  product: { id: 'prod_mug', title: 'Caneca MOV', image: null },
  variant: {
    id: 'var_mug',
    title: 'Única',
    price_in_cents: 3500,
    currency_info: { code: 'BRL', symbol: 'R$', template: 'R$ $1' },
  },
  quantity: 2,
}

/** A storage whose writes are refused, as a full quota or a privacy mode does. */
function refusingStorage(): Storage {
  const store = new Map<string, string>()
  return {
    get length() {
      return store.size
    },
    clear: () => store.clear(),
    key: (i) => [...store.keys()][i] ?? null,
    getItem: (k) => store.get(k) ?? null,
    removeItem: (k) => void store.delete(k),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    },
  }
}

test('a saved cart is read back', () => {
  expect(writeCart(localStorage, [line])).toBe(true)
  expect(readCart(localStorage)).toEqual([line])
})

test('nothing saved reads as an empty cart', () => {
  expect(readCart(localStorage)).toEqual([])
  expect(readCart(null)).toEqual([])
})

test.each([
  ['not JSON', '{oops'],
  ['an object', '{"items":[]}'],
  ['a line without a variant', JSON.stringify([{ product: line.product, quantity: 1 }])],
  ['a zero quantity', JSON.stringify([{ ...line, quantity: 0 }])],
  ['a fractional quantity', JSON.stringify([{ ...line, quantity: 1.5 }])],
  [
    'a price as text',
    JSON.stringify([{ ...line, variant: { ...line.variant, price_in_cents: '35' } }]),
  ],
  ['the same variant twice', JSON.stringify([line, line])],
])('corrupt data (%s) reads as an empty cart and is overwritten', (_name, raw) => {
  localStorage.setItem(CART_STORAGE_KEY, raw)
  expect(readCart(localStorage)).toEqual([])
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]')
})

test('a refused write reports false instead of throwing', () => {
  expect(writeCart(refusingStorage(), [line])).toBe(false)
})

test('a storage that throws on read gives an empty cart', () => {
  const broken = {
    ...refusingStorage(),
    getItem: () => {
      throw new Error('SecurityError')
    },
  } as Storage
  expect(readCart(broken)).toEqual([])
})

test('parseCart accepts lines without optional fields', () => {
  const minimal = [
    {
      product: { id: 'p', title: 'T' },
      variant: { id: 'v', title: '', price_in_cents: 0 },
      quantity: 1,
    },
  ]
  expect(parseCart(minimal)).toEqual(minimal)
})

test('the checkout copy is taken once', () => {
  savePendingCheckout(sessionStorage, [line])
  expect(takePendingCheckout(sessionStorage)).toEqual([line])
  expect(takePendingCheckout(sessionStorage)).toBeNull()
})
