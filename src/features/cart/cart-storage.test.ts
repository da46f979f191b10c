import { expect, test } from 'vitest'
import {
  CART_STORAGE_KEY,
  PENDING_CHECKOUT_KEY,
  PENDING_CHECKOUT_TTL_MS,
  isCheckoutLive,
  parseCart,
  readCart,
  readCheckoutRecord,
  readPendingCheckout,
  writeCart,
  writeCheckoutRecord,
  type CheckoutRecord,
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

// ---- the pending mark ------------------------------------------------------------------------

const started = Date.parse('2026-11-26T10:00:00.000Z')
const record: CheckoutRecord = {
  ref: '0123456789abcdef01234567',
  items: [line],
  checkoutUrl: 'http://localhost:4173/__checkout/chk_1',
  startedAt: new Date(started).toISOString(),
}

test('a pending mark is written and read back whole', () => {
  writeCheckoutRecord(localStorage, PENDING_CHECKOUT_KEY, record)
  expect(readPendingCheckout(localStorage, started + 60_000)).toEqual(record)
  expect(readCheckoutRecord(localStorage, PENDING_CHECKOUT_KEY)).toEqual(record)
})

test('writing null drops the mark; nothing saved reads as no checkout in progress', () => {
  writeCheckoutRecord(localStorage, PENDING_CHECKOUT_KEY, record)
  writeCheckoutRecord(localStorage, PENDING_CHECKOUT_KEY, null)
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
  expect(readPendingCheckout(localStorage, started)).toBeNull()
  expect(readPendingCheckout(null, started)).toBeNull()
})

test('a mark stands for 24 hours, then the cart is a plain cart again (the mark is removed)', () => {
  expect(PENDING_CHECKOUT_TTL_MS).toBe(24 * 60 * 60 * 1000)
  writeCheckoutRecord(localStorage, PENDING_CHECKOUT_KEY, record)
  expect(readPendingCheckout(localStorage, started + PENDING_CHECKOUT_TTL_MS)).toEqual(record)
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).not.toBeNull()
  expect(readPendingCheckout(localStorage, started + PENDING_CHECKOUT_TTL_MS + 1)).toBeNull()
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
})

test('a mark dated far in the future (a clock set back, a hand edit) does not stand forever', () => {
  expect(isCheckoutLive(record.startedAt, started - 60_000)).toBe(true)
  expect(isCheckoutLive(record.startedAt, started - PENDING_CHECKOUT_TTL_MS - 1)).toBe(false)
  expect(isCheckoutLive('not a date', started)).toBe(false)
})

test.each([
  ['not JSON', '{oops'],
  ['a list', '[]'],
  ['no reference', JSON.stringify({ ...record, ref: '' })],
  [
    'a checkout page that is not http(s)',
    JSON.stringify({ ...record, checkoutUrl: 'javascript:alert(1)' }),
  ],
  ['no lines', JSON.stringify({ ...record, items: [] })],
  ['corrupt lines', JSON.stringify({ ...record, items: [{ quantity: 1 }] })],
  ['no start time', JSON.stringify({ ...record, startedAt: 12 })],
])('an unreadable mark (%s) reads as none and is removed', (_name, raw) => {
  localStorage.setItem(PENDING_CHECKOUT_KEY, raw)
  expect(readPendingCheckout(localStorage, started)).toBeNull()
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
})

test('a refused or throwing storage neither throws nor keeps a mark', () => {
  expect(() => writeCheckoutRecord(refusingStorage(), PENDING_CHECKOUT_KEY, record)).not.toThrow()
  const broken = {
    ...refusingStorage(),
    getItem: () => {
      throw new Error('SecurityError')
    },
  } as Storage
  expect(readPendingCheckout(broken, started)).toBeNull()
})
