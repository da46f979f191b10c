import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { ContentPageView } from './content-page-view'

const fallback = { title: 'Nossa História', description: 'Como o MOV nasceu e cresceu.' }
const paginas = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    section: 'institucional',
    slug: 'nossa-historia',
    title: 'Nossa História',
    summary: 'Do grêmio estudantil a um movimento nacional.',
    body: '## O começo\n\nEm 2021, jovens de Maceió se reuniram.\n\n- Primeiro encontro\n- Primeira campanha',
    updated_at: '2025-06-01T00:30:00Z',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    section: 'redes-e-projetos',
    slug: 'nossa-historia',
    title: 'Outra seção',
    summary: 'Não deveria aparecer.',
    body: 'x',
    updated_at: '2025-06-01T00:00:00Z',
  },
]

function renderPage(
  section: 'institucional' | 'redes-e-projetos' = 'institucional',
  slug = 'nossa-historia',
) {
  return renderWithProviders(<ContentPageView section={section} slug={slug} fallback={fallback} />)
}

test('shows the title, summary and Markdown body of the page of its section and slug', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ paginas }, requests))
  renderPage()
  expect(screen.getByRole('heading', { level: 1, name: 'Nossa História' })).toBeInTheDocument()
  expect(
    await screen.findByText('Do grêmio estudantil a um movimento nacional.'),
  ).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 2, name: 'O começo' })).toBeInTheDocument()
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Primeiro encontro',
    'Primeira campanha',
  ])
  expect(screen.getByText('01/06/2025')).toBeInTheDocument()
  expect(requests[0]!.params.get('section')).toBe('eq.institucional')
  expect(requests[0]!.params.get('slug')).toBe('eq.nossa-historia')
  await waitFor(() => expect(document.title).toBe('Nossa História | MOV'))
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Do grêmio estudantil a um movimento nacional.',
  )
})

test('a page without a row keeps its title and says the content is being prepared', async () => {
  server.use(...contentRest({ paginas: [] }))
  renderPage()
  expect(await screen.findByText('Conteúdo em preparação.')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1, name: 'Nossa História' })).toBeInTheDocument()
  expect(screen.getByText('Como o MOV nasceu e cresceu.')).toBeInTheDocument()
})

test('a failed load shows the error and "Tentar novamente" reloads it', async () => {
  server.use(failingTable('paginas'))
  const { user } = renderPage()
  expect(await screen.findByText('Não foi possível carregar esta página.')).toBeInTheDocument()
  server.resetHandlers()
  server.use(...contentRest({ paginas }))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByRole('heading', { level: 2, name: 'O começo' })).toBeInTheDocument()
})
