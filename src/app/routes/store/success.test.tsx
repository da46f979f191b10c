import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { CHECKOUT_RETURN_KEY } from '@/features/cart/checkout-return'
import { renderWithProviders } from '@/testing/render'
import { Component as SuccessPage } from './success'

const brl = { code: 'BRL', symbol: 'R$', template: 'R$ $1' }
const items = [
  {
    product: { id: 'prod_shirt', title: 'Camiseta MOV', image: null },
    variant: {
      id: 'var_m',
      title: 'M',
      price_in_cents: 5990,
      sale_price_in_cents: 4990,
      currency_info: brl,
    },
    quantity: 2,
  },
  {
    product: { id: 'prod_mug', title: 'Caneca MOV', image: null },
    variant: { id: 'var_mug', title: 'Único', price_in_cents: 3990, currency_info: brl },
    quantity: 1,
  },
]
const REF = '0123456789abcdef01234567'

function rememberCheckout(ref = REF) {
  sessionStorage.setItem(
    CHECKOUT_RETURN_KEY,
    JSON.stringify({
      ref,
      items,
      checkoutUrl: 'http://localhost/__checkout/chk_1',
      startedAt: '2026-11-25T19:00:00.000Z',
    }),
  )
}

/** The page is loaded at its address (the cart provider reads the real location on load). */
function renderAt(route: string) {
  window.history.replaceState(null, '', route)
  return renderWithProviders(<SuccessPage />, { route })
}

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

function expectNoPaymentClaim() {
  expect(document.body).not.toHaveTextContent(/pagamento confirmado|confirmou|Pedido recebido/i)
}

test('/success opened directly says it cannot confirm the payment and links to the store', () => {
  renderAt('/success')
  expect(
    screen.getByRole('heading', { level: 1, name: 'Não foi possível confirmar o pagamento' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/store')
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
  expectNoPaymentClaim()
})

test('a reference this tab did not start is not verifiable either', () => {
  rememberCheckout()
  renderAt('/success?ref=ffffffffffffffffffffffff')
  expect(
    screen.getByRole('heading', { level: 1, name: 'Não foi possível confirmar o pagamento' }),
  ).toBeInTheDocument()
  expect(document.body).not.toHaveTextContent('Camiseta MOV')
  expectNoPaymentClaim()
})

test('a return with this tab’s reference shows what was sent to payment, without claiming payment', () => {
  rememberCheckout()
  renderAt(`/success?ref=${REF}`)
  expect(
    screen.getByRole('heading', { level: 1, name: 'Pedido enviado para pagamento' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/A confirmação do pagamento é enviada pela loja/)).toBeInTheDocument()
  const list = within(
    screen.getByRole('region', { name: 'Itens enviados para pagamento' }),
  ).getByRole('list')
  const lines = within(list).getAllByRole('listitem')
  expect(lines.map((l) => l.textContent)).toEqual([
    '2 × Camiseta MOV (M)R$ 99,80',
    '1 × Caneca MOVR$ 39,90',
  ])
  expect(screen.getByText('R$ 139,70')).toBeInTheDocument()
  expect(screen.getByText(`Referência: ${REF}`)).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/store')
  expectNoPaymentClaim()
})
