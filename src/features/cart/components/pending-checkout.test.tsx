// The cart while a checkout is in progress (docs/decisions/store-cart-after-checkout.md): every tab
// sees the cart marked as pending payment, with "Pagamento em andamento" and its two ways out;
// /success of that checkout empties the cart in every tab. A second CartProvider stands for a
// second tab: both share local storage, and the browser's storage event (sent to the other tabs
// only) is dispatched by hand.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { server } from '@/testing/msw-server'
import { STORE_BASE } from '@/testing/store-fixtures'
import { renderWithProviders } from '@/testing/render'
import { CartProvider, useCart } from '../cart-context'
import {
  CART_STORAGE_KEY,
  CHECKOUT_RETURN_KEY,
  PENDING_CHECKOUT_KEY,
  type CheckoutRecord,
} from '../cart-storage'
import { CartDrawer } from './cart-drawer'
import { CheckoutReturnView } from './checkout-return-view'

const brl = { code: 'BRL', symbol: 'R$', template: 'R$ $1' }
const shirtM = {
  product: { id: 'prod_shirt', title: 'Camiseta MOV', image: null },
  variant: { id: 'var_m', title: 'M', price_in_cents: 5990, currency_info: brl },
  quantity: 2,
}
const mug = {
  product: { id: 'prod_mug', title: 'Caneca MOV', image: null },
  variant: { id: 'var_mug', title: 'Única', price_in_cents: 3500, currency_info: brl },
  quantity: 1,
}
const REF = '0123456789abcdef01234567'
const CHECKOUT_URL = 'http://localhost:4173/__checkout/chk_1'
const record = (): CheckoutRecord => ({
  ref: REF,
  items: [shirtM, mug],
  checkoutUrl: CHECKOUT_URL,
  startedAt: new Date().toISOString(),
})

const PENDING_BODY =
  'Estes itens foram enviados para a página de pagamento da loja. Se você já pagou, a confirmação chega no seu e-mail. Para mudar algo, edite o carrinho e finalize a compra de novo.'

function seed({ pending = true } = {}) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([shirtM, mug]))
  if (pending) localStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify(record()))
  server.use(
    http.get(`${STORE_BASE}/variants`, () =>
      HttpResponse.json({ variants: [{ id: 'var_m', inventory_quantity: 10 }] }),
    ),
  )
}

function OpenButton() {
  const { setOpen } = useCart()
  return (
    <button type="button" onClick={() => setOpen(true)}>
      abrir
    </button>
  )
}

/** This tab: the drawer, as the layout mounts it. */
async function openDrawer() {
  const view = renderWithProviders(
    <>
      <OpenButton />
      <CartDrawer />
    </>,
  )
  await view.user.click(screen.getByRole('button', { name: 'abrir' }))
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Seu Carrinho' }) }
}

/** Another tab of the same browser: what its cart shows. */
function OtherTabState() {
  const { totalQuantity, pendingCheckout } = useCart()
  return (
    <section aria-label="outra aba">
      <p>{totalQuantity} unidades</p>
      <p>{pendingCheckout ? `pendente ${pendingCheckout.ref}` : 'sem pagamento pendente'}</p>
    </section>
  )
}
function openOtherTab() {
  const view = render(
    <CartProvider>
      <OtherTabState />
    </CartProvider>,
  )
  return { ...view, tab: screen.getByRole('region', { name: 'outra aba' }) }
}

/** The browser tells the other tabs what changed in local storage. */
function otherTabsHear(...keys: string[]) {
  act(() => {
    for (const key of keys) {
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }))
    }
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

test('a cart marked as pending payment opens with "Pagamento em andamento" as the drawer description, its lines and both ways out', async () => {
  seed()
  const { dialog } = await openDrawer()
  const notice = within(dialog).getByTestId('checkout-pending')
  const status = within(notice).getByRole('status')
  expect(status).toHaveTextContent(`Pagamento em andamento${PENDING_BODY}`)
  expect(dialog).toHaveAccessibleDescription(`Pagamento em andamento ${PENDING_BODY}`)
  expect(within(notice).getByRole('link', { name: 'Voltar ao pagamento' })).toHaveAttribute(
    'href',
    CHECKOUT_URL,
  )
  expect(within(notice).getByRole('button', { name: 'Editar carrinho' })).toBeEnabled()
  expect(within(dialog).getByRole('listitem', { name: 'Camiseta MOV (M)' })).toBeInTheDocument()
  expect(within(dialog).getByRole('listitem', { name: 'Caneca MOV' })).toBeInTheDocument()
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('R$ 154,80')
  expect(dialog).not.toHaveTextContent('Pagamento cancelado')
})

test('a plain cart has no pending notice', async () => {
  seed({ pending: false })
  const { dialog } = await openDrawer()
  expect(within(dialog).queryByTestId('checkout-pending')).not.toBeInTheDocument()
  expect(dialog).not.toHaveTextContent('Pagamento em andamento')
  expect(dialog).toHaveAccessibleDescription('Revise os itens antes de finalizar a compra.')
})

test('"Editar carrinho" drops the mark in every tab, keeps the lines and moves focus to them', async () => {
  seed()
  const { user, dialog } = await openDrawer()
  const { tab } = openOtherTab()
  expect(tab).toHaveTextContent(`pendente ${REF}`)
  await user.click(within(dialog).getByRole('button', { name: 'Editar carrinho' }))
  expect(within(dialog).queryByTestId('checkout-pending')).not.toBeInTheDocument()
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
  expect(within(dialog).getByRole('list', { name: 'Itens do carrinho' })).toHaveFocus()
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([shirtM, mug])
  otherTabsHear(PENDING_CHECKOUT_KEY)
  expect(tab).toHaveTextContent('sem pagamento pendente')
  expect(tab).toHaveTextContent('3 unidades')
})

test('changing a line while paying ends the notice here and in the other tab', async () => {
  seed()
  const { user, dialog } = await openDrawer()
  const { tab } = openOtherTab()
  await user.click(
    within(dialog).getByRole('button', { name: 'Aumentar quantidade de Caneca MOV' }),
  )
  expect(within(dialog).queryByTestId('checkout-pending')).not.toBeInTheDocument()
  otherTabsHear(CART_STORAGE_KEY, PENDING_CHECKOUT_KEY)
  expect(tab).toHaveTextContent('4 unidades')
  expect(tab).toHaveTextContent('sem pagamento pendente')
})

test('"Voltar ao pagamento" makes this tab the one that comes back from the hosted page', async () => {
  seed()
  // jsdom does not navigate: the link's own job (going to the hosted page) is stopped here.
  const stopNavigation = (event: MouseEvent) => event.preventDefault()
  document.addEventListener('click', stopNavigation)
  try {
    const { user, dialog } = await openDrawer()
    await user.click(within(dialog).getByRole('link', { name: 'Voltar ao pagamento' }))
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_RETURN_KEY) ?? 'null')).toEqual(
      JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY) ?? 'null'),
    )
  } finally {
    document.removeEventListener('click', stopNavigation)
  }
})

test('checkout started in one tab shows in another as pending payment, and the cart outlives the first tab', async () => {
  seed({ pending: false })
  server.use(http.post(`${STORE_BASE}/checkout`, () => HttpResponse.json({ url: CHECKOUT_URL })))
  const assign = vi.fn()
  const here = new URL(window.location.href)
  vi.stubGlobal('location', {
    href: here.href,
    origin: here.origin,
    pathname: here.pathname,
    assign,
  })
  const first = await openDrawer()
  const { tab } = openOtherTab()
  expect(tab).toHaveTextContent('sem pagamento pendente')
  await first.user.click(screen.getByRole('button', { name: 'Finalizar Compra' }))
  await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL))
  otherTabsHear(PENDING_CHECKOUT_KEY)
  const ref = (JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY) ?? 'null') as CheckoutRecord)
    .ref
  expect(tab).toHaveTextContent(`pendente ${ref}`)
  expect(tab).toHaveTextContent('3 unidades')
  // The first tab is closed (it was on the hosted page): nothing of the cart goes with it.
  first.unmount()
  vi.unstubAllGlobals()
  expect(tab).toHaveTextContent('3 unidades')
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([shirtM, mug])
})

test('/success of the checkout in progress empties the cart in every tab; reloading it shows the same lines', async () => {
  seed()
  const { tab } = openOtherTab()
  window.history.replaceState(null, '', `/success?ref=${REF}`)
  const page = renderWithProviders(<CheckoutReturnView reference={REF} />, {
    route: `/success?ref=${REF}`,
  })
  expect(
    screen.getByRole('heading', { level: 1, name: 'Pedido enviado para pagamento' }),
  ).toBeInTheDocument()
  expect(screen.getByText(`Referência: ${REF}`)).toBeInTheDocument()
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([]),
  )
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull()
  otherTabsHear(CART_STORAGE_KEY, PENDING_CHECKOUT_KEY)
  expect(tab).toHaveTextContent('0 unidades')
  expect(tab).toHaveTextContent('sem pagamento pendente')
  // A reload of /success in this tab: the lines are still shown, the cart stays empty.
  page.unmount()
  renderWithProviders(<CheckoutReturnView reference={REF} />, { route: `/success?ref=${REF}` })
  const lines = within(
    screen.getByRole('region', { name: 'Itens enviados para pagamento' }),
  ).getAllByRole('listitem')
  expect(lines.map((l) => l.textContent)).toEqual([
    '2 × Camiseta MOV (M)R$ 119,80',
    '1 × Caneca MOVR$ 35,00',
  ])
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([])
})

test('/success with a reference that is not the checkout in progress keeps the cart and its mark', async () => {
  seed()
  window.history.replaceState(null, '', '/success?ref=ffffffffffffffffffffffff')
  renderWithProviders(<CheckoutReturnView reference="ffffffffffffffffffffffff" />, {
    route: '/success?ref=ffffffffffffffffffffffff',
  })
  expect(
    screen.getByRole('heading', { level: 1, name: 'Não foi possível confirmar o pagamento' }),
  ).toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([shirtM, mug])
  expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).not.toBeNull()
})
