import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { createTestQueryClient } from '@/testing/render'
import { restTable } from '@/testing/rest-table'
import { mug, storeHandlers } from '@/testing/store-fixtures'
import { AppProvider } from './provider'
import { publicStaticRoutes } from '../../tests/e2e/support/routes'
import { AppRoutes, contentRoutePaths, routeTable } from './router'

/** Shows the router's address, to check where a redirect landed. */
function Address() {
  const { pathname, search } = useLocation()
  return <output aria-label="Endereço">{pathname + search}</output>
}

function renderAt(path: string) {
  return render(
    <AppProvider queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Address />
      </MemoryRouter>
    </AppProvider>,
  )
}

test('an unknown path shows the pt-BR not-found page with a link home', async () => {
  renderAt('/caminho/que/nao/existe')
  expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
    'href',
    '/',
  )
  expect(screen.getByRole('banner')).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Página não encontrada | MOV'))
})

test('the home page has the slogan title inside the layout', async () => {
  renderAt('/')
  await waitFor(() => expect(document.title).toBe('MOV — O futuro começa agora'))
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
})

test('the representations page gets the white background and admin the light grey one', async () => {
  server.use(restTable('representacoes', []))
  const { unmount } = renderAt('/institucional/representacoes')
  await screen.findByRole('heading', { level: 1 })
  expect(screen.getByRole('main')).toHaveAttribute('data-background', 'white')
  unmount()
  renderAt('/escritor')
  await screen.findByRole('heading', { level: 1 })
  expect(screen.getByRole('main')).toHaveAttribute('data-background', 'light-grey')
})

test('/admin has its own light frame: no public header, footer or cart, and a way back to the site', async () => {
  renderAt('/admin/programas')
  expect(await screen.findByRole('heading', { name: 'Área Restrita' })).toBeInTheDocument()
  expect(screen.getByRole('main')).toHaveAttribute('data-background', 'light-grey')
  expect(screen.getByRole('link', { name: 'Voltar ao site' })).toHaveAttribute('href', '/')
  expect(screen.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'Participe!' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /carrinho/i })).not.toBeInTheDocument()
  expect(screen.queryByRole('list', { name: 'Redes sociais' })).not.toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Administrador | MOV'))
})

test('/loja, the store in Portuguese, lands on the store', async () => {
  server.use(...storeHandlers([mug]))
  renderAt('/loja')
  expect(await screen.findByRole('heading', { level: 1, name: 'Loja' })).toBeInTheDocument()
  expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(/^\/store$/)
})

test('an alias with an id keeps the id and the query: /loja/:id opens the product', async () => {
  server.use(...storeHandlers([mug]))
  renderAt('/loja/prod_mug?cor=azul')
  expect(await screen.findByRole('heading', { level: 1, name: 'Caneca MOV' })).toBeInTheDocument()
  expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
    '/product/prod_mug?cor=azul',
  )
})

test.each([
  ['/lgpd', '/privacidade', 'Política de privacidade'],
  ['/politica-de-privacidade', '/privacidade', 'Política de privacidade'],
  ['/accessibility', '/acessibilidade', 'Declaração de acessibilidade'],
])('%s lands on %s', async (alias, target, heading) => {
  renderAt(alias)
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
    new RegExp(`^${target}$`),
  )
})

test('the e2e route list names every public page without a parameter, and only those', () => {
  const fromTable = [
    '/',
    ...contentRoutePaths,
    ...routeTable.map((r) => r.path).filter((path) => !path.includes(':') && !path.includes('*')),
  ]
  expect([...publicStaticRoutes].sort()).toEqual([...new Set(fromTable)].sort())
})
