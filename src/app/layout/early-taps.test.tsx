// The hand-over between the boot module's early taps (scripts/early-taps.js) and the header: the
// page is the header's server HTML, the script runs over it as in a pre-rendered page, then React
// hydrates it.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { institutionalLinks } from '@/config/paths'
import { CartContext, type CartContextValue } from '@/features/cart/cart-context'
import { wideScreen } from '@/testing/media'
import { Header } from './header'

const earlyTaps = readFileSync(join(import.meta.dirname, '../../../scripts/early-taps.js'), 'utf8')

// The mega-menus' chunk loads in the last test: on a busy machine, more than 5 s.
vi.setConfig({ testTimeout: 15_000 })

let root: Root | undefined
let undoMedia: (() => void) | undefined
let scriptListeners = new AbortController()
afterEach(() => {
  scriptListeners.abort()
  scriptListeners = new AbortController()
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  undoMedia?.()
  undoMedia = undefined
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

/** Runs the boot module's script as the page would, its listeners removed after the test. */
function runEarlyTaps() {
  const { signal } = scriptListeners
  const listen =
    (target: EventTarget) => (type: string, listener: EventListener, capture?: boolean) =>
      target.addEventListener(type, listener, { capture: Boolean(capture), signal })
  const page = new Proxy(document, {
    get(target, key) {
      if (key === 'addEventListener') return listen(document)
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  new Function('addEventListener', 'document', earlyTaps)(listen(window), page)
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
  runEarlyTaps()
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

test('a mega-menu trigger tapped while its code loads opens its menu once the code runs', async () => {
  undoMedia = wideScreen()
  const user = userEvent.setup()
  const page = prerenderedHeader()
  // Before the mega-menus' code, the triggers are placeholders with the same names.
  const placeholder = within(document.getElementById('menus-institucionais')!).getByText(
    'Institucional',
  )
  expect(placeholder.closest('button')).toBeNull()
  await user.click(placeholder)

  page.hydrate()
  const trigger = await screen.findByRole('button', { name: 'Institucional' })
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'))
  const first = institutionalLinks[0]!
  expect(screen.getByRole('link', { name: new RegExp(first.label) })).toHaveAttribute(
    'href',
    first.href,
  )
})
