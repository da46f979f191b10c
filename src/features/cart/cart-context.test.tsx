import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { CartProvider, useCart, type CartContextValue } from './cart-context'
import {
  CART_STORAGE_KEY,
  CHECKOUT_RETURN_KEY,
  PENDING_CHECKOUT_KEY,
  PENDING_CHECKOUT_TTL_MS,
  type CheckoutRecord,
} from './cart-storage'
import type { CartItem } from './cart-types'

const product = { id: 'prod_shirt', title: 'Camiseta MOV', image: null }
const variantP = { id: 'var_p', title: 'P', price_in_cents: 5990, manage_inventory: true }
const line: CartItem = { product, variant: variantP, quantity: 2 }

// The latest context value, read by the tests to call the cart's actions.
const probe: { current: CartContextValue | null } = { current: null }
function Probe() {
  const value = useCart()
  useEffect(() => {
    probe.current = value
  })
  return <p data-testid="total">{value.totalQuantity}</p>
}
const cart = new Proxy({} as CartContextValue, {
  get: (_target, key: keyof CartContextValue) => probe.current![key],
})
function mount() {
  return render(
    <CartProvider>
      <Probe />
    </CartProvider>,
  )
}
const saved = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

test('the cart is read back from local storage on load and saved on every change', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  await act(() => cart.addItem(product, variantP, 1, 10))
  expect(screen.getByTestId('total')).toHaveTextContent('3')
  expect(saved()).toEqual([{ ...line, quantity: 3 }])
})

test('corrupt saved data gives an empty cart without an exception', () => {
  localStorage.setItem(CART_STORAGE_KEY, '[{"product":')
  mount()
  expect(screen.getByTestId('total')).toHaveTextContent('0')
  expect(saved()).toEqual([])
})

test('add rejects beyond the stock with the specification message and leaves the cart as it was', async () => {
  mount()
  await act(() => cart.addItem(product, variantP, 2, 3))
  await expect(cart.addItem(product, variantP, 2, 3)).rejects.toThrow(
    'Not enough stock for Camiseta MOV (P). Only 3 left.',
  )
  expect(screen.getByTestId('total')).toHaveTextContent('2')
})

test('two quick adds before a re-render still see each other for the stock rule', async () => {
  mount()
  const first = cart.addItem(product, variantP, 2, 3)
  const second = cart.addItem(product, variantP, 2, 3)
  await act(async () => {
    await first
    await expect(second).rejects.toThrow('Only 3 left.')
  })
  expect(screen.getByTestId('total')).toHaveTextContent('2')
})

test('a full storage keeps the cart in memory', async () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  mount()
  await act(() => cart.addItem(product, variantP, 1, 3))
  act(() => cart.increaseQuantity('var_p'))
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
})

test('a change made in another tab reaches this tab through the storage event', () => {
  mount()
  act(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_STORAGE_KEY, storageArea: localStorage }),
    )
  })
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  act(() => {
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
  })
  expect(screen.getByTestId('total')).toHaveTextContent('0')
})

test('storage events for other keys are ignored', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  act(() => {
    localStorage.setItem(CART_STORAGE_KEY, '[]')
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'another-key', storageArea: localStorage }),
    )
  })
  expect(screen.getByTestId('total')).toHaveTextContent('2')
})

// ---- checkout in progress (the pending mark) ------------------------------------------------

const record = (startedAt = new Date().toISOString()): CheckoutRecord => ({
  ref: '0123456789abcdef01234567',
  items: [line],
  checkoutUrl: 'http://localhost:4173/__checkout/chk_1',
  startedAt,
})
const mark = () => JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY) ?? 'null') as unknown

/** What use-checkout does once the store API answered: this tab goes to pay the checkout. */
function startCheckout(r = record()) {
  sessionStorage.setItem(CHECKOUT_RETURN_KEY, JSON.stringify(r))
  act(() => cart.markCheckoutStarted(r))
  return r
}

test('starting checkout keeps the cart and marks it as pending payment, for every tab', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  const r = startCheckout()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  expect(saved()).toEqual([line])
  expect(mark()).toEqual(r)
  expect(cart.pendingCheckout).toEqual(r)
})

test('another tab (its own session) opened while paying finds the cart and the mark', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  const first = mount()
  const r = startCheckout()
  first.unmount()
  sessionStorage.clear()
  mount()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  expect(cart.pendingCheckout).toEqual(r)
  expect(cart.isOpen).toBe(false)
  expect(cart.checkoutCancelled).toBe(false)
})

test('the tab that went to pay, loaded again anywhere but /success, came back without paying: plain cart, drawer open with the cancelled notice', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  const first = mount()
  startCheckout()
  first.unmount()
  // The hosted page's "Cancelar" sends the shopper back to the page they left (a new page load).
  mount()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  expect(saved()).toEqual([line])
  expect(mark()).toBeNull()
  expect(cart.pendingCheckout).toBeNull()
  expect(sessionStorage.getItem(CHECKOUT_RETURN_KEY)).toBeNull()
  expect(cart.isOpen).toBe(true)
  expect(cart.checkoutCancelled).toBe(true)
  act(() => cart.setOpen(false))
  expect(cart.checkoutCancelled).toBe(false)
})

test('back through the back/forward cache counts as coming back too', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  startCheckout()
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
  })
  expect(cart.pendingCheckout).toBeNull()
  expect(mark()).toBeNull()
  expect(cart.checkoutCancelled).toBe(true)
  expect(screen.getByTestId('total')).toHaveTextContent('2')
})

test('a tab whose trip to payment is not the checkout in progress only forgets its trip', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  const r = record()
  localStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(r))
  sessionStorage.setItem(CHECKOUT_RETURN_KEY, JSON.stringify({ ...r, ref: 'an-older-checkout' }))
  mount()
  expect(cart.pendingCheckout).toEqual(r)
  expect(cart.checkoutCancelled).toBe(false)
  expect(sessionStorage.getItem(CHECKOUT_RETURN_KEY)).toBeNull()
})

test('/success leaves the mark for the return page to judge', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  const first = mount()
  const r = startCheckout()
  first.unmount()
  window.history.replaceState(null, '', `/success?ref=${r.ref}`)
  mount()
  expect(cart.pendingCheckout).toEqual(r)
  expect(cart.checkoutCancelled).toBe(false)
  expect(sessionStorage.getItem(CHECKOUT_RETURN_KEY)).not.toBeNull()
})

test.each([
  ['adding', () => cart.addItem(product, variantP, 1, null)],
  ['raising a line', () => cart.increaseQuantity('var_p')],
  ['removing a line', () => cart.removeItem('var_p')],
  ['setting a quantity', () => cart.setQuantity('var_p', 5)],
])(
  '%s while paying drops the mark (the cart is no longer what is being paid)',
  async (_n, edit) => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
    mount()
    startCheckout()
    await act(async () => {
      await edit()
    })
    expect(cart.pendingCheckout).toBeNull()
    expect(mark()).toBeNull()
  },
)

test('keepCart drops the mark and keeps every line', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  startCheckout()
  act(() => cart.keepCart())
  expect(cart.pendingCheckout).toBeNull()
  expect(mark()).toBeNull()
  expect(saved()).toEqual([line])
  expect(screen.getByTestId('total')).toHaveTextContent('2')
})

test('a mark older than 24 hours is gone on load: the plain cart, no notice', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  localStorage.setItem(
    PENDING_CHECKOUT_KEY,
    JSON.stringify(record(new Date(Date.now() - PENDING_CHECKOUT_TTL_MS - 60_000).toISOString())),
  )
  mount()
  expect(cart.pendingCheckout).toBeNull()
  expect(mark()).toBeNull()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
})

test('a mark that expires while the tab stays open is dropped when the drawer opens', () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  startCheckout()
  vi.setSystemTime(Date.now() + PENDING_CHECKOUT_TTL_MS + 1)
  act(() => cart.setOpen(true))
  expect(cart.pendingCheckout).toBeNull()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  vi.useRealTimers()
})

test('the mark set, or dropped, in another tab reaches this tab through the storage event', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  const r = record()
  act(() => {
    localStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(r))
    window.dispatchEvent(
      new StorageEvent('storage', { key: PENDING_CHECKOUT_KEY, storageArea: localStorage }),
    )
  })
  expect(cart.pendingCheckout).toEqual(r)
  act(() => {
    localStorage.removeItem(PENDING_CHECKOUT_KEY)
    window.dispatchEvent(
      new StorageEvent('storage', { key: PENDING_CHECKOUT_KEY, storageArea: localStorage }),
    )
  })
  expect(cart.pendingCheckout).toBeNull()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
})

test('a normal load neither opens the drawer nor shows the cancelled notice', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  expect(cart.isOpen).toBe(false)
  expect(cart.checkoutCancelled).toBe(false)
})

test('setQuantity sets a line, and 0 removes it', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  mount()
  act(() => cart.setQuantity('var_p', 7))
  expect(saved()).toEqual([{ ...line, quantity: 7 }])
  act(() => cart.setQuantity('var_p', 0))
  expect(saved()).toEqual([])
})
