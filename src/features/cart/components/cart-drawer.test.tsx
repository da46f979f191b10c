import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { server } from '@/testing/msw-server'
import { STORE_BASE } from '@/testing/store-fixtures'
import { findToast } from '@/testing/toasts'
import { CART_STORAGE_KEY, CHECKOUT_RETURN_KEY, PENDING_CHECKOUT_KEY } from '../cart-storage'
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
const longName =
  'Kit Oficial do Movimento com Camiseta, Caneca Térmica, Ecobag Reforçada e Adesivos Colecionáveis Edição Especial'
const cap = {
  product: { id: 'prod_cap', title: longName, image: null },
  variant: {
    id: 'var_cap',
    title: 'Único',
    price_in_cents: 4990,
    currency_info: brl,
    manage_inventory: true,
  },
  quantity: 3,
}

function seedCart(items: unknown[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items))
}

/** The store's stock answer for the drawer (GET /variants), counting the requests. */
function stockHandler(stock: Record<string, number | null>) {
  const calls: string[][] = []
  server.use(
    http.get(`${STORE_BASE}/variants`, ({ request }) => {
      calls.push(new URL(request.url).searchParams.getAll('product_ids[]'))
      return HttpResponse.json({
        variants: Object.entries(stock).map(([id, q]) => ({ id, inventory_quantity: q })),
      })
    }),
  )
  return calls
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
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
  sessionStorage.clear()
})

test('each line shows its image, titles, unit price and quantity, and the subtotal uses the first line currency', async () => {
  seedCart([shirtM, mug])
  stockHandler({ var_m: 10, var_mug: null })
  const { dialog } = await openDrawer()
  const shirtLine = within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })
  expect(shirtLine).toHaveTextContent('Camiseta MOV')
  expect(shirtLine).toHaveTextContent('R$ 49,90')
  expect(within(shirtLine).getByLabelText('Quantidade')).toHaveTextContent('2')
  expect(shirtLine.querySelector('img')).toHaveAttribute('src', 'https://img.example/shirt.jpg')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 134,80')
})

test('a single variant named "Única" is not shown on the line nor in its name', async () => {
  seedCart([mug])
  stockHandler({ var_mug: null })
  const { dialog } = await openDrawer()
  const line = within(dialog).getByRole('listitem', { name: 'Caneca MOV' })
  expect(line).not.toHaveTextContent('Única')
  expect(
    within(line).getByRole('button', { name: 'Aumentar quantidade de Caneca MOV' }),
  ).toBeVisible()
})

test('increase, decrease (never below 1) and remove change the line and the subtotal', async () => {
  seedCart([mug])
  stockHandler({ var_mug: null })
  const { user, dialog } = await openDrawer()
  const line = within(dialog).getByRole('listitem', { name: 'Caneca MOV' })
  const decrease = within(line).getByRole('button', { name: 'Diminuir quantidade de Caneca MOV' })
  await user.click(within(line).getByRole('button', { name: 'Aumentar quantidade de Caneca MOV' }))
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('2')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 70,00')
  await user.click(decrease)
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('1')
  expect(decrease).toBeDisabled()
  await user.click(decrease)
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('1')
  await user.click(within(line).getByRole('button', { name: 'Remover Caneca MOV do carrinho' }))
  expect(dialog).toHaveTextContent('Seu carrinho está vazio')
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 0,00')
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([])
})

// ---- stock known before checkout ------------------------------------------------------------

test('opening the drawer reads the stock of the cart products once', async () => {
  seedCart([shirtM, mug])
  const calls = stockHandler({ var_m: 10, var_mug: null })
  await openDrawer()
  await waitFor(() => expect(calls).toEqual([['prod_mug', 'prod_shirt']]))
})

test('"+" past the known stock keeps counting, and the line says "Só restam N em estoque" politely', async () => {
  seedCart([{ ...shirtM, quantity: 4 }])
  stockHandler({ var_m: 5 })
  const { user, dialog } = await openDrawer()
  const line = within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })
  const status = within(line).getByTestId('cart-line-stock')
  await waitFor(() => expect(status).toBeEmptyDOMElement())
  expect(within(line).queryByRole('button', { name: /Ajustar/ })).not.toBeInTheDocument()
  await user.click(
    within(line).getByRole('button', { name: 'Aumentar quantidade de Camiseta MOV (M)' }),
  )
  expect(status).toBeEmptyDOMElement()
  await user.click(
    within(line).getByRole('button', { name: 'Aumentar quantidade de Camiseta MOV (M)' }),
  )
  // The "+" is not bounded (specification): 6 in the cart, 5 in stock.
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('6')
  expect(status).toHaveTextContent('Só restam 5 em estoque')
  expect(status).toHaveAttribute('role', 'status')
})

test('"Ajustar para N" sets the line to the stock and the message goes away', async () => {
  seedCart([{ ...shirtM, quantity: 9 }, mug])
  stockHandler({ var_m: 5, var_mug: null })
  const { user, dialog } = await openDrawer()
  const line = within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })
  await user.click(await within(line).findByRole('button', { name: 'Ajustar para 5' }))
  expect(within(line).getByLabelText('Quantidade')).toHaveTextContent('5')
  expect(within(line).getByTestId('cart-line-stock')).toBeEmptyDOMElement()
  expect(within(line).queryByRole('button', { name: /Ajustar/ })).not.toBeInTheDocument()
  const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as Array<{
    quantity: number
  }>
  expect(saved.map((l) => l.quantity)).toEqual([5, 1])
  // A line that does not manage inventory never gets a message.
  const mugLine = within(dialog).getByRole('listitem', { name: 'Caneca MOV' })
  expect(within(mugLine).getByTestId('cart-line-stock')).toBeEmptyDOMElement()
})

test('a sold-out line says so and offers its removal', async () => {
  seedCart([shirtM, mug])
  stockHandler({ var_m: 0, var_mug: null })
  const { user, dialog } = await openDrawer()
  const line = within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })
  expect(
    await within(line).findByText('Esgotado: este item não está mais disponível'),
  ).toBeVisible()
  await user.click(within(line).getByRole('button', { name: 'Remover do carrinho' }))
  expect(
    within(dialog).queryByRole('listitem', { name: 'Camiseta MOV (M)' }),
  ).not.toBeInTheDocument()
  expect(within(dialog).getByRole('listitem', { name: 'Caneca MOV' })).toBeInTheDocument()
})

test('a failed stock read shows nothing on the lines and checkout stays available', async () => {
  seedCart([{ ...shirtM, quantity: 40 }])
  let calls = 0
  server.use(
    http.get(`${STORE_BASE}/variants`, () => {
      calls += 1
      return new HttpResponse(null, { status: 500 })
    }),
  )
  const { dialog } = await openDrawer()
  await waitFor(() => expect(calls).toBeGreaterThan(0))
  const line = within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })
  expect(within(line).getByTestId('cart-line-stock')).toBeEmptyDOMElement()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeEnabled()
})

test('a long product name wraps inside the line and every icon button is a 44 px target named after the product', async () => {
  seedCart([cap])
  stockHandler({ var_cap: 10 })
  const { dialog } = await openDrawer()
  const line = within(dialog).getByRole('listitem', { name: longName })
  // jsdom has no layout: the classes that keep the line inside 320 px are what can be checked
  // here (the e2e test measures the drawer at 320 and 360 px).
  expect(line).toHaveClass('min-w-0')
  const title = within(line).getByTestId('cart-line-title')
  expect(title).toHaveTextContent(longName)
  expect(title.className).toMatch(/line-clamp-3/)
  expect(title.className).toMatch(/overflow-wrap:anywhere/)
  expect(title.parentElement).toHaveClass('min-w-0', 'flex-1')
  const buttons = [
    within(line).getByRole('button', { name: `Diminuir quantidade de ${longName}` }),
    within(line).getByRole('button', { name: `Aumentar quantidade de ${longName}` }),
    within(line).getByRole('button', { name: `Remover ${longName} do carrinho` }),
  ]
  for (const b of buttons) expect(b).toHaveClass('h-11', 'w-11', 'shrink-0')
  expect(line).not.toHaveTextContent('Único')
})

// ---- checkout ------------------------------------------------------------------------------

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

test('ten clicks send one checkout request; success marks the cart as pending payment, remembers the reference, then goes to the returned URL', async () => {
  seedCart([shirtM, mug])
  stockHandler({ var_m: 10, var_mug: null })
  const bodies: Array<Record<string, unknown>> = []
  let release: () => void = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(`${STORE_BASE}/checkout`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
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
  const { successUrl, ...rest } = bodies[0]!
  expect(rest).toEqual({
    items: [
      { variant_id: 'var_m', quantity: 2 },
      { variant_id: 'var_mug', quantity: 1 },
    ],
    cancelUrl: window.location.href,
    locale: 'pt-BR',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  })
  // successUrl is the site's /success with this checkout's reference.
  const success = new URL(String(successUrl))
  expect(`${success.origin}${success.pathname}`).toBe(`${window.location.origin}/success`)
  const ref = success.searchParams.get('ref')
  expect(ref).toMatch(/^[0-9a-f]{24}$/)
  const record = JSON.parse(sessionStorage.getItem(CHECKOUT_RETURN_KEY) ?? 'null') as {
    ref: string
    items: unknown[]
    checkoutUrl: string
  }
  expect(record).toMatchObject({
    ref,
    items: [shirtM, mug],
    checkoutUrl: 'http://localhost:4173/__checkout/abc',
  })
  // The cart stays (every tab sees it) with the same record as its pending mark.
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([shirtM, mug])
  expect(JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY) ?? 'null')).toEqual(record)
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 134,80')
})

test('a failed checkout raises the "Erro no Checkout" toast, says why next to "Finalizar Compra" and keeps the cart', async () => {
  seedCart([mug])
  stockHandler({ var_mug: null })
  server.use(
    http.post(`${STORE_BASE}/checkout`, () =>
      HttpResponse.json({ message: 'boom' }, { status: 500 }),
    ),
  )
  const assign = stubLocation()
  const { user, dialog } = await openDrawer()
  const button = screen.getByRole('button', { name: 'Finalizar Compra' })
  await user.click(button)
  const alert = await within(dialog).findByRole('alert')
  expect(alert).toHaveTextContent('Erro ao finalizar a compra')
  expect(alert).toHaveTextContent(
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  )
  expect(dialog).not.toHaveTextContent('boom')
  // Next to the button: the message comes right before it in the drawer's footer.
  expect(alert.nextElementSibling).toBe(button)
  // The specification's destructive toast, word for word.
  const toastTitle = await screen.findByText('Erro no Checkout')
  const toastEl = toastTitle.closest('[data-variant]')
  expect(toastEl).toHaveAttribute('data-variant', 'destructive')
  expect(toastEl).toHaveTextContent(
    'Erro no CheckoutHouve um problema ao iniciar o checkout. Por favor, tente novamente.',
  )
  expect(document.body).not.toHaveTextContent('boom')
  expect(assign).not.toHaveBeenCalled()
  expect(within(dialog).getByRole('listitem', { name: 'Caneca MOV' })).toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([mug])
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
  expect(screen.queryByText('Pagamento em andamento')).not.toBeInTheDocument()
  expect(button).toBeEnabled()
  // Changing the cart makes the message stale: it goes away.
  await user.click(screen.getByRole('button', { name: 'Aumentar quantidade de Caneca MOV' }))
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
})

test.each([
  [
    'too many attempts (429)',
    () => HttpResponse.json({ message: 'Too Many Requests' }, { status: 429 }),
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  ],
  [
    'no answer (network failure)',
    () => HttpResponse.error(),
    'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  ],
  [
    'a refusal without a known code (400)',
    () =>
      HttpResponse.json(
        { code: 'validation_error', message: 'successUrl must be https' },
        { status: 400 },
      ),
    'Houve um problema ao iniciar o pagamento. Por favor, tente novamente.',
  ],
  [
    'an answer without a checkout URL',
    () => HttpResponse.json({ url: 'javascript:alert(1)' }),
    'Houve um problema ao iniciar o pagamento. Por favor, tente novamente.',
  ],
])(
  'a checkout that fails with %s says so in pt-BR and keeps the cart',
  async (_name, answer, text) => {
    seedCart([mug])
    stockHandler({ var_mug: null })
    server.use(http.post(`${STORE_BASE}/checkout`, answer))
    const assign = stubLocation()
    const { user, dialog } = await openDrawer()
    await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(`Erro ao finalizar a compra${text}`)
    expect(alert).not.toHaveTextContent(/Too Many|https|javascript|fetch/i)
    expect(assign).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([mug])
    expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
  },
)

test('offline, "Finalizar Compra" fails at once with the pt-BR message instead of waiting for the connection', async () => {
  seedCart([mug])
  stockHandler({ var_mug: null })
  let requests = 0
  server.use(
    http.post(`${STORE_BASE}/checkout`, () => {
      requests += 1
      return HttpResponse.error()
    }),
  )
  const { user, dialog } = await openDrawer()
  // What the browser's "offline" event tells React Query, and what the browser then reports.
  onlineManager.setOnline(false)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  )
  expect(requests).toBe(1)
  expect(screen.getByRole('button', { name: 'Finalizar Compra' })).toBeEnabled()
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([mug])
})

test('an insufficient_inventory refusal names the line that lacks stock, which then shows what is left', async () => {
  seedCart([mug, shirtM])
  server.use(
    http.post(`${STORE_BASE}/checkout`, () =>
      HttpResponse.json(
        { code: 'insufficient_inventory', message: 'Not enough stock' },
        { status: 409 },
      ),
    ),
  )
  // Enough stock when the drawer opened; someone bought meanwhile.
  let stock = 10
  server.use(
    http.get(`${STORE_BASE}/variants`, () =>
      HttpResponse.json({
        variants: [
          { id: 'var_mug', inventory_quantity: null },
          { id: 'var_m', inventory_quantity: stock },
        ],
      }),
    ),
  )
  stubLocation()
  const { user, dialog } = await openDrawer()
  stock = 1
  await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  const alert = await within(dialog).findByRole('alert')
  expect(alert).toHaveTextContent('Erro ao finalizar a compra')
  expect(alert).toHaveTextContent('Estoque insuficiente para Camiseta MOV (M). Restam apenas 1.')
  const line = within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })
  expect(within(line).getByTestId('cart-line-stock')).toHaveTextContent('Só restam 1 em estoque')
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
  const { user, dialog } = await openDrawer()
  await user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Estoque insuficiente para Caneca MOV. Ajuste a quantidade e tente novamente.',
  )
})

// ---- back from the hosted checkout -----------------------------------------------------------

test('coming back from the hosted checkout without paying opens the drawer with the cancelled message and the cart', async () => {
  // What starting checkout left: the cart, its pending mark, and this tab's trip to payment.
  seedCart([shirtM])
  const record = {
    ref: 'abc',
    items: [shirtM],
    checkoutUrl: 'http://localhost/__checkout/1',
    startedAt: new Date().toISOString(),
  }
  localStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(record))
  sessionStorage.setItem(CHECKOUT_RETURN_KEY, JSON.stringify(record))
  stockHandler({ var_m: 10 })
  const { user } = setup()
  const dialog = await screen.findByRole('dialog', { name: 'Seu Carrinho' })
  // That checkout was not paid: /success must not list it later, and no tab shows it as pending.
  expect(sessionStorage.getItem(CHECKOUT_RETURN_KEY)).toBeNull()
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
  expect(dialog).not.toHaveTextContent('Pagamento em andamento')
  const notice = within(dialog).getByText('Pagamento cancelado: seus itens continuam no carrinho')
  expect(notice).toHaveAttribute('role', 'status')
  expect(dialog).toHaveAccessibleDescription(
    'Pagamento cancelado: seus itens continuam no carrinho',
  )
  expect(notice).toHaveTextContent('Pagamento cancelado: seus itens continuam no carrinho')
  expect(within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })).toBeInTheDocument()
  // Closing the drawer ends the message; opening it again shows the plain cart.
  await user.click(screen.getByRole('button', { name: 'Fechar carrinho' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: 'abrir' }))
  expect(screen.getByRole('dialog', { name: 'Seu Carrinho' })).not.toHaveTextContent(
    'Pagamento cancelado',
  )
})
