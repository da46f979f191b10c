import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { server } from '@/testing/msw-server'
import { STORE_BASE } from '@/testing/store-fixtures'
import { findToast } from '@/testing/toasts'
import { CART_STORAGE_KEY } from '../cart-storage'
import { useCart } from '../cart-context'
import { renderWithProviders } from '@/testing/render'
import { CartDrawer } from './cart-drawer'

function OpenButton() {
  const { setOpen } = useCart()
  return (
    <button type="button" onClick={() => setOpen(true)}>
      abrir
    </button>
  )
}

function setup() {
  return renderWithProviders(
    <>
      <OpenButton />
      <CartDrawer />
    </>,
  )
}

test('the drawer opens with the empty-cart texts and a R$ 0,00 subtotal', async () => {
  const { user } = setup()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  const dialog = screen.getByRole('dialog', { name: 'Seu Carrinho' })
  expect(dialog).toHaveTextContent('Seu carrinho está vazio')
  expect(dialog).toHaveTextContent('Explore nossos produtos e adicione itens!')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 0,00')
})

test('Escape closes the drawer', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  expect(screen.getByRole('dialog')).toBeInTheDocument()
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('the close button closes the drawer', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  await user.click(screen.getByRole('button', { name: 'Fechar carrinho' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('a click on the backdrop closes the drawer', async () => {
  const { user } = setup()
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  await user.click(screen.getByTestId('dialog-overlay'))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

// ---- lines, totals and checkout ------------------------------------------------------------

const brl = { code: 'BRL', symbol: 'R$', template: 'R$ $1' }
const shirtM = {
  product: { id: 'prod_shirt', title: 'Camiseta MOV', image: 'https://img.example/shirt.jpg' },
  variant: {
    id: 'var_m',
    title: 'M',
    price_in_cents: 5990,
    sale_price_in_cents: 4990,
    currency_info: brl,
    manage_inventory: true,
  },
  quantity: 2,
}
const mug = {
  product: { id: 'prod_mug', title: 'Caneca MOV', image: null },
  variant: {
    id: 'var_mug',
    title: 'Única',
    price_in_cents: 3500,
    currency_info: brl,
    manage_inventory: false,
  },
  quantity: 1,
}

function seedCart(items: unknown[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items))
}

async function openDrawer() {
  const view = setup()
  await view.user.click(screen.getByRole('button', { name: 'abrir' }))
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Seu Carrinho' }) }
}

/** Replaces window.location for one test so the hosted checkout navigation can be observed. */
function stubLocation() {
  const assign = vi.fn()
  const current = new URL(window.location.href)
  vi.stubGlobal('location', {
    href: current.href,
    origin: current.origin,
    pathname: current.pathname,
    search: current.search,
    hash: current.hash,
    assign,
  })
  return assign
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

test('each line shows its image, titles, unit price and quantity, and the subtotal uses the first line currency', async () => {
  seedCart([shirtM, mug])
  const { dialog } = await openDrawer()
  const shirtLine = within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })
  expect(shirtLine).toHaveTextContent('Camiseta MOV')
  expect(shirtLine).toHaveTextContent('R$ 49,90')
  expect(within(shirtLine).getByLabelText('Quantidade')).toHaveTextContent('2')
  expect(shirtLine.querySelector('img')).toHaveAttribute('src', 'https://img.example/shirt.jpg')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 134,80')
})

test('increase, decrease (never below 1) and remove change the line and the subtotal', async () => {
  seedCart([mug])
  const { user, dialog } = await openDrawer()
  const line = within(dialog).getByRole('listitem', { name: 'Caneca MOV (Única)' })
  await user.click(within(line).getByRole('button', { name: 'Aumentar quantidade' }))
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('2')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 70,00')
  await user.click(within(line).getByRole('button', { name: 'Diminuir quantidade' }))
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('1')
  expect(within(line).getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled()
  await user.click(within(line).getByRole('button', { name: 'Diminuir quantidade' }))
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('1')
  await user.click(within(line).getByRole('button', { name: 'Remover item' }))
  expect(dialog).toHaveTextContent('Seu carrinho está vazio')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 0,00')
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([])
})

test('checkout with an empty cart shows the destructive toast and sends no request', async () => {
  let requests = 0
  server.use(
    http.post(`${STORE_BASE}/checkout`, () => {
      requests += 1
      return HttpResponse.json({ url: 'http://localhost/__checkout/1' })
    }),
  )
  const { user } = await openDrawer()
  await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  const toast = await findToast('Adicione alguns produtos antes de finalizar a compra.')
  expect(toast).toHaveTextContent('Seu carrinho está vazio')
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  expect(requests).toBe(0)
})

test('ten clicks send one checkout request; success clears the cart, then goes to the returned URL', async () => {
  seedCart([shirtM, mug])
  const bodies: unknown[] = []
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(`${STORE_BASE}/checkout`, async ({ request }) => {
      bodies.push(await request.json())
      await answered
      return HttpResponse.json({ url: 'http://localhost:4173/__checkout/abc' })
    }),
  )
  const assign = stubLocation()
  const { user } = await openDrawer()
  const button = screen.getByRole('button', { name: 'Finalizar Compra' })
  for (let i = 0; i < 10; i += 1) await user.click(button)
  expect(button).toBeDisabled()
  release()
  await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4173/__checkout/abc'))
  expect(bodies).toHaveLength(1)
  expect(bodies[0]).toEqual({
    items: [
      { variant_id: 'var_m', quantity: 2 },
      { variant_id: 'var_mug', quantity: 1 },
    ],
    successUrl: `${window.location.origin}/success`,
    cancelUrl: window.location.href,
    locale: 'pt-BR',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  })
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([])
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 0,00')
})

test('a failed checkout shows the error toast and keeps the cart', async () => {
  seedCart([mug])
  server.use(
    http.post(`${STORE_BASE}/checkout`, () =>
      HttpResponse.json({ message: 'boom' }, { status: 500 }),
    ),
  )
  const assign = stubLocation()
  const { user, dialog } = await openDrawer()
  await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  const toast = await findToast('Erro no Checkout')
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  expect(toast).toHaveTextContent(
    'Houve um problema ao iniciar o checkout. Por favor, tente novamente.',
  )
  expect(assign).not.toHaveBeenCalled()
  expect(within(dialog).getByRole('listitem', { name: 'Caneca MOV (Única)' })).toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([mug])
  expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeEnabled()
})

test('an insufficient_inventory refusal names the item that lacks stock', async () => {
  seedCart([mug, shirtM])
  server.use(
    http.post(`${STORE_BASE}/checkout`, () =>
      HttpResponse.json(
        { code: 'insufficient_inventory', message: 'Not enough stock' },
        { status: 409 },
      ),
    ),
    http.get(`${STORE_BASE}/variants`, () =>
      HttpResponse.json({
        variants: [
          { id: 'var_mug', inventory_quantity: null },
          { id: 'var_m', inventory_quantity: 1 },
        ],
      }),
    ),
  )
  stubLocation()
  const { user } = await openDrawer()
  await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  const toast = await findToast('Erro no Checkout')
  expect(toast).toHaveTextContent('Estoque insuficiente para Camiseta MOV (M). Restam apenas 1.')
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([mug, shirtM])
})

test('an insufficient_inventory body that names the variant is enough even when stock cannot be read', async () => {
  seedCart([shirtM, mug])
  server.use(
    http.post(`${STORE_BASE}/checkout`, () =>
      HttpResponse.json(
        { code: 'insufficient_inventory', details: { variant_id: 'var_mug' } },
        { status: 409 },
      ),
    ),
    http.get(`${STORE_BASE}/variants`, () => new HttpResponse(null, { status: 500 })),
  )
  stubLocation()
  const { user } = await openDrawer()
  await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  expect(await findToast('Erro no Checkout')).toHaveTextContent(
    'Estoque insuficiente para Caneca MOV (Única).',
  )
})
