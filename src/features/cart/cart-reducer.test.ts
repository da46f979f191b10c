import { expect, test } from 'vitest'
import {
  NotEnoughStockError,
  cartReducer,
  checkStock,
  subtotalOf,
  totalQuantityOf,
} from './cart-reducer'
import type { CartItem, CartLineVariant } from './cart-types'

const product = { id: 'prod_shirt', title: 'Camiseta MOV', image: null }
const p: CartLineVariant = { id: 'var_p', title: 'P', price_in_cents: 5990, manage_inventory: true }
const m: CartLineVariant = {
  id: 'var_m',
  title: 'M',
  price_in_cents: 5990,
  sale_price_in_cents: 4990,
  manage_inventory: true,
}

const withP: CartItem[] = [{ product, variant: p, quantity: 2 }]

test('adding a new variant appends a line', () => {
  const items = cartReducer(withP, { type: 'add', product, variant: m, quantity: 1 })
  expect(items.map((i) => [i.variant.id, i.quantity])).toEqual([
    ['var_p', 2],
    ['var_m', 1],
  ])
})

test('adding a variant already in the cart raises its quantity', () => {
  const items = cartReducer(withP, { type: 'add', product, variant: p, quantity: 3 })
  expect(items).toHaveLength(1)
  expect(items[0]?.quantity).toBe(5)
})

test('increase is unbounded; decrease never goes below 1; remove drops the line', () => {
  let items = cartReducer(withP, { type: 'increase', variantId: 'var_p' })
  expect(items[0]?.quantity).toBe(3)
  items = cartReducer(items, { type: 'decrease', variantId: 'var_p' })
  items = cartReducer(items, { type: 'decrease', variantId: 'var_p' })
  items = cartReducer(items, { type: 'decrease', variantId: 'var_p' })
  expect(items[0]?.quantity).toBe(1)
  expect(cartReducer(items, { type: 'remove', variantId: 'var_p' })).toEqual([])
  expect(cartReducer(items, { type: 'clear' })).toEqual([])
})

test('totals count every unit and price sale lines at the sale price', () => {
  const items: CartItem[] = [...withP, { product, variant: m, quantity: 1 }]
  expect(totalQuantityOf(items)).toBe(3)
  expect(subtotalOf(items)).toBe(2 * 5990 + 4990)
})

test('stock rule: cart quantity plus requested quantity above the stock is refused with the exact message', () => {
  const error = checkStock(withP, product, p, 2, 3)
  expect(error).toBeInstanceOf(NotEnoughStockError)
  expect(error?.message).toBe('Not enough stock for Camiseta MOV (P). Only 3 left.')
})

test('stock rule: reaching the stock exactly is allowed', () => {
  expect(checkStock(withP, product, p, 1, 3)).toBeNull()
  expect(checkStock([], product, p, 3, 3)).toBeNull()
})

test('stock rule: variants that do not manage inventory, or without a known stock, are never refused', () => {
  expect(checkStock(withP, product, { ...p, manage_inventory: false }, 100, 1)).toBeNull()
  expect(checkStock(withP, product, p, 100, null)).toBeNull()
})

test('stock rule: a sold-out variant is refused with "Only 0 left."', () => {
  expect(checkStock([], product, p, 1, 0)?.message).toBe(
    'Not enough stock for Camiseta MOV (P). Only 0 left.',
  )
})

test('set gives a line an exact quantity (whole units), touches no other line, and below 1 removes it', () => {
  const items: CartItem[] = [
    { product, variant: p, quantity: 9 },
    { product, variant: m, quantity: 2 },
  ]
  expect(cartReducer(items, { type: 'set', variantId: 'var_p', quantity: 5.7 })).toEqual([
    { product, variant: p, quantity: 5 },
    { product, variant: m, quantity: 2 },
  ])
  expect(cartReducer(items, { type: 'set', variantId: 'var_p', quantity: 0 })).toEqual([
    { product, variant: m, quantity: 2 },
  ])
})
