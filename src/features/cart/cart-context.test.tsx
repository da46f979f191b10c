import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { CartProvider, useCart, type CartContextValue } from './cart-context'
import { CART_STORAGE_KEY, PENDING_CHECKOUT_KEY } from './cart-storage'
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

test('starting checkout empties the cart; coming back without paying restores it', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  const first = mount()
  act(() => cart.markCheckoutStarted())
  expect(screen.getByTestId('total')).toHaveTextContent('0')
  expect(saved()).toEqual([])
  first.unmount()
  // The hosted page's "Cancelar" sends the shopper back to the page they left (a new page load).
  mount()
  expect(screen.getByTestId('total')).toHaveTextContent('2')
  expect(saved()).toEqual([line])
  expect(sessionStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
})

test('arriving on /success after paying keeps the cart empty and forgets the copy', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  const first = mount()
  act(() => cart.markCheckoutStarted())
  first.unmount()
  window.history.replaceState(null, '', '/success')
  mount()
  expect(screen.getByTestId('total')).toHaveTextContent('0')
  expect(sessionStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
})

test('coming back without paying opens the drawer with the cancelled notice; closing it ends the notice', () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]))
  const first = mount()
  expect(cart.checkoutCancelled).toBe(false)
  act(() => cart.markCheckoutStarted())
  first.unmount()
  mount()
  expect(cart.isOpen).toBe(true)
  expect(cart.checkoutCancelled).toBe(true)
  act(() => cart.setOpen(false))
  expect(cart.checkoutCancelled).toBe(false)
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
