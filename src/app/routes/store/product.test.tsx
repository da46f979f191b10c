import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { CartButton } from '@/app/layout/header'
import { CART_STORAGE_KEY } from '@/features/cart/cart-storage'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { STORE_BASE, mug, rawProduct, shirt, storeHandlers } from '@/testing/store-fixtures'
import { findToast } from '@/testing/toasts'
import { Component as ProductPage } from './product'

function renderProduct(id: string) {
  return renderWithProviders(
    <>
      <CartButton />
      <ProductPage />
    </>,
    { route: `/product/${id}`, path: '/product/:id' },
  )
}

const addButton = () => screen.getByRole('button', { name: 'Adicionar ao carrinho' })

test('the product page shows gallery, title, sanitised description, sizes, price and stock', async () => {
  server.use(...storeHandlers([shirt]))
  renderProduct('prod_shirt')
  expect(screen.getByRole('status', { name: 'Carregando produto...' })).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 1, name: 'Camiseta MOV' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Camiseta MOV' })).toHaveAttribute(
    'src',
    'https://img.example/prod_shirt.jpg',
  )
  // The description arrives with its sanitiser, after the rest of the page.
  expect((await screen.findByText('oficial')).tagName).toBe('STRONG')
  expect(document.querySelector('main script, [onerror]')).toBeNull()
  expect(document.body.innerHTML).not.toContain('__hacked')
  const sizes = screen.getByRole('group', { name: 'Tamanho' })
  // No size is chosen for the shopper (issue 34).
  for (const radio of within(sizes).getAllByRole('radio')) expect(radio).not.toBeChecked()
  expect(screen.getByText('R$ 59,90')).toBeInTheDocument()
  await userEvent.click(within(sizes).getByRole('radio', { name: 'P' }))
  expect(screen.getByText('3 unidades em estoque')).toBeInTheDocument()
})

test('"Adicionar ao carrinho" without a size asks for one, next to the sizes, and adds nothing', async () => {
  server.use(...storeHandlers([shirt]))
  const { user } = renderProduct('prod_shirt')
  await screen.findByRole('heading', { level: 1 })
  expect(addButton()).toBeEnabled()
  await user.click(addButton())
  const sizes = screen.getByRole('group', { name: 'Tamanho' })
  expect(sizes).toHaveAccessibleDescription('Escolha um tamanho antes de adicionar ao carrinho.')
  expect(addButton()).toHaveAccessibleDescription(
    'Escolha um tamanho antes de adicionar ao carrinho.',
  )
  expect(within(sizes).getByRole('radio', { name: 'P' })).toHaveFocus()
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
  await user.click(within(sizes).getByRole('radio', { name: 'M' }))
  expect(sizes).not.toHaveAccessibleDescription()
  await user.click(addButton())
  expect(await findToast('Adicionado ao carrinho!')).toHaveTextContent('1 × Camiseta MOV (M)')
})

test('choosing a size picks its variant: price (sale struck through) and stock follow', async () => {
  server.use(...storeHandlers([shirt]))
  const { user } = renderProduct('prod_shirt')
  await user.click(await screen.findByRole('radio', { name: 'M' }))
  expect(screen.getByText('R$ 49,90')).toBeInTheDocument()
  expect(screen.getByText('R$ 59,90').tagName).toBe('S')
  expect(screen.getByText('5 unidades em estoque')).toBeInTheDocument()
})

test('a sold-out size shows "Esgotado" and disables the button', async () => {
  server.use(...storeHandlers([shirt]))
  const { user } = renderProduct('prod_shirt')
  await user.click(await screen.findByRole('radio', { name: 'G' }))
  const button = screen.getByRole('button', { name: 'Esgotado' })
  expect(button).toBeDisabled()
  expect(screen.getAllByText('Esgotado').length).toBeGreaterThan(1)
})

test('adding puts the variant in the cart (badge and storage) with a confirmation toast', async () => {
  server.use(...storeHandlers([shirt]))
  const { user } = renderProduct('prod_shirt')
  await screen.findByRole('heading', { level: 1 })
  await user.click(screen.getByRole('radio', { name: 'P' }))
  await user.click(addButton())
  expect(await findToast('Adicionado ao carrinho!')).toHaveTextContent('1 × Camiseta MOV (P)')
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('1')
  const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as Array<{
    variant: { id: string }
    quantity: number
  }>
  expect(saved.map((l) => [l.variant.id, l.quantity])).toEqual([['var_p', 1]])
})

test('adding beyond the stock is refused with the pt-BR destructive toast and the cart unchanged', async () => {
  server.use(...storeHandlers([shirt]))
  const { user } = renderProduct('prod_shirt')
  await screen.findByRole('heading', { level: 1 })
  await user.click(screen.getByRole('radio', { name: 'P' }))
  await user.click(addButton())
  const quantity = screen.getByLabelText('Quantidade')
  await user.clear(quantity)
  await user.type(quantity, '3')
  await user.click(addButton())
  const toast = await findToast('Estoque insuficiente para Camiseta MOV (P). Restam apenas 3.')
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('1')
})

test('the live stock from /variants is what the stock rule uses', async () => {
  server.use(...storeHandlers([shirt]))
  server.use(
    http.get(`${STORE_BASE}/variants`, () =>
      HttpResponse.json({
        variants: [
          { id: 'var_p', inventory_quantity: 1 },
          { id: 'var_m', inventory_quantity: 5 },
          { id: 'var_g', inventory_quantity: 0 },
        ],
      }),
    ),
  )
  const { user } = renderProduct('prod_shirt')
  await user.click(await screen.findByRole('radio', { name: 'P' }))
  expect(await screen.findByText('1 unidade em estoque')).toBeInTheDocument()
  const quantity = screen.getByLabelText('Quantidade')
  await user.clear(quantity)
  await user.type(quantity, '2')
  await user.click(addButton())
  expect(await findToast('Restam apenas 1.')).toHaveTextContent(
    'Estoque insuficiente para Camiseta MOV (P).',
  )
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
})

test('a product that does not manage inventory has no stock line and no limit', async () => {
  server.use(...storeHandlers([mug]))
  const { user } = renderProduct('prod_mug')
  await screen.findByRole('heading', { level: 1, name: 'Caneca MOV' })
  expect(screen.queryByText(/em estoque/)).not.toBeInTheDocument()
  expect(screen.queryByRole('group')).not.toBeInTheDocument()
  const quantity = screen.getByLabelText('Quantidade')
  await user.clear(quantity)
  await user.type(quantity, '40')
  await user.click(addButton())
  await findToast('Adicionado ao carrinho!')
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('40')
})

test('an unknown product shows a pt-BR message and a link back to the store', async () => {
  server.use(...storeHandlers([]))
  renderProduct('prod_missing')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute('href', '/store')
})

test('a failed load shows the error with "Tentar novamente"', async () => {
  let calls = 0
  server.use(...storeHandlers([mug]))
  server.use(
    http.get(`${STORE_BASE}/products/:id`, () => {
      calls += 1
      return calls === 1
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json({ product: mug })
    }),
  )
  const { user } = renderProduct('prod_mug')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar o produto.')
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Caneca MOV' })).toBeInTheDocument()
})

test('a malformed id shows the not-found page without asking the store', async () => {
  let requests = 0
  server.use(
    http.get(`${STORE_BASE}/products/:id`, () => {
      requests += 1
      return HttpResponse.json({ code: 'not_found' }, { status: 404 })
    }),
  )
  renderProduct('nao-existe')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Produto não encontrado' }),
  ).toBeInTheDocument()
  expect(requests).toBe(0)
})

test('a product whose single variant is "Único" shows no variant choice and never names it', async () => {
  const cap = rawProduct({ id: 'prod_cap', title: 'Boné MOV' }, [
    { id: 'var_cap', title: 'Único', amount: 4990, inventory_quantity: 25, size: 'Único' },
  ])
  server.use(...storeHandlers([cap]))
  const { user } = renderProduct('prod_cap')
  await screen.findByRole('heading', { level: 1, name: 'Boné MOV' })
  expect(screen.queryByRole('group')).not.toBeInTheDocument()
  expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  expect(document.body).not.toHaveTextContent('Único')
  await user.click(addButton())
  expect(await findToast('Adicionado ao carrinho!')).toHaveTextContent('1 × Boné MOV')
  expect(document.body).not.toHaveTextContent('Único')
})

test('size pills are at least 44 px tall targets', async () => {
  server.use(...storeHandlers([shirt]))
  renderProduct('prod_shirt')
  const sizes = await screen.findByRole('group', { name: 'Tamanho' })
  for (const radio of within(sizes).getAllByRole('radio')) {
    expect(radio.closest('label')).toHaveClass('min-h-11', 'min-w-11')
  }
})
