import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { STORE_BASE, mug, rawProduct, shirt, storeHandlers } from '@/testing/store-fixtures'
import { Component as StorePage } from './list'

test('the store lists each product with image, title, subtitle, ribbon and price, linking to its page', async () => {
  server.use(...storeHandlers([shirt, mug]))
  renderWithProviders(<StorePage />, { route: '/store' })
  expect(screen.getByRole('status', { name: 'Carregando produtos...' })).toBeInTheDocument()
  const list = await screen.findByRole('list', { name: 'Produtos' })
  const cards = within(list).getAllByRole('listitem')
  expect(cards).toHaveLength(2)
  const shirtCard = cards[0]!
  expect(within(shirtCard).getByRole('link', { name: 'Camiseta MOV' })).toHaveAttribute(
    'href',
    '/product/prod_shirt',
  )
  expect(shirtCard).toHaveTextContent('Algodão orgânico')
  expect(shirtCard).toHaveTextContent('Novo')
  expect(shirtCard.querySelector('img')).toHaveAttribute(
    'src',
    'https://img.example/prod_shirt.jpg',
  )
  // The M size is on sale: the lowest effective price, with the regular one struck through.
  expect(shirtCard).toHaveTextContent('R$ 49,90')
  expect(shirtCard.querySelector('s')).toHaveTextContent('R$ 59,90')
  expect(cards[1]).toHaveTextContent('R$ 35,00')
  expect(cards[1]!.querySelector('s')).toBeNull()
  expect(screen.getByRole('heading', { level: 1, name: 'Loja' })).toBeInTheDocument()
})

test('an empty store says so', async () => {
  server.use(...storeHandlers([]))
  renderWithProviders(<StorePage />, { route: '/store' })
  expect(await screen.findByText('Nenhum produto disponível no momento.')).toBeInTheDocument()
})

test('a failed load shows the error with "Tentar novamente", which loads again', async () => {
  let calls = 0
  server.use(
    http.get(`${STORE_BASE}/products`, () => {
      calls += 1
      if (calls === 1)
        return new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })
      return HttpResponse.json({ count: 1, offset: 0, limit: 12, products: [mug] })
    }),
  )
  const { user } = renderWithProviders(<StorePage />, { route: '/store' })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar os produtos.')
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByRole('link', { name: 'Caneca MOV' })).toBeInTheDocument()
})

test('a malformed answer shows the error state instead of crashing', async () => {
  server.use(
    http.get(`${STORE_BASE}/products`, () =>
      HttpResponse.json({ count: 1, products: [{ id: 'x' }] }),
    ),
  )
  renderWithProviders(<StorePage />, { route: '/store' })
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar os produtos.',
  )
})

test('"Carregar mais" loads the next page until every product is shown', async () => {
  const many = Array.from({ length: 14 }, (_, i) =>
    rawProduct({ id: `prod_${i}`, title: `Produto ${i + 1}` }, [
      { id: `var_${i}`, title: 'Único', amount: 1000 + i },
    ]),
  )
  server.use(...storeHandlers(many))
  const { user } = renderWithProviders(<StorePage />, { route: '/store' })
  const list = await screen.findByRole('list', { name: 'Produtos' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(12)
  expect(screen.getByText('Mostrando 12 de 14 produtos')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Carregar mais' }))
  expect(await screen.findByRole('link', { name: 'Produto 14' })).toBeInTheDocument()
  expect(within(list).getAllByRole('listitem')).toHaveLength(14)
  expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument()
})

test('a card shows the description as plain text cut at a word boundary, with an ellipsis', async () => {
  const long = rawProduct(
    {
      id: 'prod_kit',
      title: 'Kit MOV',
      description:
        '<p>Um kit <strong>completo</strong> para quem quer vestir o movimento: camiseta, caneca, ecobag e adesivos da campanha.</p>',
    },
    [{ id: 'var_kit', title: 'Único', amount: 9990 }],
  )
  server.use(...storeHandlers([long]))
  renderWithProviders(<StorePage />, { route: '/store' })
  const card = (await screen.findByRole('link', { name: 'Kit MOV' })).closest('li')!
  const excerpt = within(card).getByText(/^Um kit completo/)
  expect(excerpt).toHaveTextContent(
    'Um kit completo para quem quer vestir o movimento: camiseta, caneca, ecobag e adesivos da...',
  )
  expect(excerpt.textContent!.length).toBeLessThanOrEqual(93)
  expect(card).not.toHaveTextContent('<strong>')
  expect(card).not.toHaveTextContent('Único')
})

test("the card's only focusable element is its title link, and the card draws the focus ring outside its clip", async () => {
  server.use(...storeHandlers([mug]))
  const { user } = renderWithProviders(<StorePage />, { route: '/store' })
  const link = await screen.findByRole('link', { name: 'Caneca MOV' })
  const card = link.closest('li')!
  expect(card.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(1)
  await user.tab()
  expect(link).toHaveFocus()
  // The ring is the card's outline (outside its overflow clip), shown while the link has focus.
  expect(card.className).toMatch(/has-\[:focus-visible\]:outline-2/)
  expect(card.className).toMatch(/has-\[:focus-visible\]:outline-brand-300/)
  // The link covers the whole card, so the whole card is the target.
  expect(link.className).toMatch(/after:absolute/)
  expect(link.className).toMatch(/after:inset-0/)
})
