// The hand-over between the boot module's early taps (scripts/early-taps.js) and the header: the
// page is the header's server HTML, the script runs over it as in a pre-rendered page, then React
// hydrates it.
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { CartContext, type CartContextValue } from '@/features/cart/cart-context'
import { Header } from './header'

const earlyTaps = readFileSync(join(import.meta.dirname, '../../../scripts/early-taps.js'), 'utf8')

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function cart(setOpen: (open: boolean) => void): CartContextValue {
  const noop = () => {}
  return {
    items: [],
    totalQuantity: 0,
    isOpen: false,
    setOpen,
    addItem: async () => {},
    increaseQuantity: noop,
    decreaseQuantity: noop,
    removeItem: noop,
    setQuantity: noop,
    clearCart: noop,
    checkoutCancelled: false,
    pendingCheckout: null,
    markCheckoutStarted: noop,
    keepCart: noop,
  }
}

/** The header's pre-rendered HTML in the page, with the boot module's early taps running over it. */
function prerenderedHeader(setOpen: (open: boolean) => void = () => {}) {
  const tree = (
    <CartContext value={cart(setOpen)}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </CartContext>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  // Each test's script stands down for its own header; the earlier tests' scripts already have.
  new Function(earlyTaps)()
  return {
    hydrate: () =>
      act(() => {
        root = hydrateRoot(container, tree)
      }),
  }
}

test('the menu opened before the app ran stays open once React runs the header, and closes with the next tap', async () => {
  const user = userEvent.setup()
  const page = prerenderedHeader()
  await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
  expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )

  page.hydrate()
  expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Fechar menu' }))
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
  expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  // React's own state: open again, then Escape (the header's handler) closes it.
  await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
  expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
})

test('a menu opened and closed again before the app ran is closed after hydration', async () => {
  const user = userEvent.setup()
  const page = prerenderedHeader()
  await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
  await user.click(screen.getByRole('button', { name: 'Fechar menu' }))
  page.hydrate()
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
  expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible()
})

test('taps on the cart before the app ran open it once React runs the header, exactly once', async () => {
  const user = userEvent.setup()
  const setOpen = vi.fn()
  const page = prerenderedHeader(setOpen)
  await user.click(screen.getByRole('button', { name: 'Abrir carrinho' }))
  await user.click(screen.getByRole('button', { name: 'Abrir carrinho' }))
  expect(setOpen).not.toHaveBeenCalled()

  page.hydrate()
  // The replay runs in a microtask after the commit.
  await act(() => Promise.resolve())
  expect(setOpen).toHaveBeenCalledTimes(1)
  expect(setOpen).toHaveBeenCalledWith(true)
  // From then on React alone handles the button.
  await user.click(screen.getByRole('button', { name: 'Abrir carrinho' }))
  expect(setOpen).toHaveBeenCalledTimes(2)
})
