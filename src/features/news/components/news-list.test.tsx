import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { NewsList } from './news-list'

const authorId = '11111111-1111-4111-8111-111111111111'
const autores = [{ id: authorId, name: 'Ana Souza', avatar_url: null, bio: 'Jornalista.' }]
const noticias = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `noticia-${n}`,
    title: n === 5 ? 'Conferência Nacional de Juventude' : `Notícia número ${n}`,
    summary: `Resumo da notícia ${n}.`,
    cover_image_url: `/images/noticia-${n}.jpg`,
    // Day n of March 2025, 01:00 UTC: still the evening before in Brazil, the movement's clock.
    published_at: `2025-03-${String(n).padStart(2, '0')}T01:00:00Z`,
    author_id: n % 2 === 0 ? authorId : null,
    is_published: true,
    body: '',
  }
})

test('lists the newest news first with the date in Brazil, summary and author, nine per page with the total', async () => {
  server.use(...contentRest({ noticias, autores }))
  renderWithProviders(<NewsList />, { route: '/noticias' })
  const items = await screen.findAllByRole('listitem')
  expect(items).toHaveLength(9)
  expect(screen.getByText('12 notícias')).toBeInTheDocument()
  const first = items[0]!
  expect(within(first).getByRole('link', { name: 'Notícia número 12' })).toHaveAttribute(
    'href',
    '/noticias/noticia-12',
  )
  expect(within(first).getByText('11/03/2025')).toBeInTheDocument()
  expect(within(first).getByText(/Por Ana Souza/)).toBeInTheDocument()
  expect(within(first).getByText('Resumo da notícia 12.')).toBeInTheDocument()
  expect(screen.queryByText('Página anterior')).not.toBeInTheDocument()
  expect(screen.getByText('Página 1 de 2')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
    'href',
    '/noticias?pagina=2',
  )
})

test('the second page is asked for with offset and limit and shows the oldest news', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ noticias, autores }, requests))
  const { user } = renderWithProviders(<NewsList />, { route: '/noticias' })
  await user.click(await screen.findByRole('link', { name: 'Próxima página' }))
  expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: 'Notícia número 1' })).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  const last = requests.filter((r) => r.table === 'noticias').at(-1)!
  expect(last.params.get('offset')).toBe('9')
  expect(last.params.get('limit')).toBe('9')
  expect(last.params.get('order')).toContain('published_at.desc')
})

test('searching by title filters in the query and shows the match count', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ noticias, autores }, requests))
  const { user } = renderWithProviders(<NewsList />, { route: '/noticias?pagina=2' })
  await screen.findByText('Página 2 de 2')
  await user.type(
    screen.getByRole('searchbox', { name: 'Buscar notícias pelo título' }),
    'conferência',
  )
  await user.click(screen.getByRole('button', { name: 'Buscar' }))
  expect(await screen.findByText('1 notícia encontrada para “conferência”')).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Conferência Nacional de Juventude' }),
  ).toBeInTheDocument()
  const last = requests.filter((r) => r.table === 'noticias').at(-1)!
  expect(last.params.get('title')).toBe('ilike.%conferência%')
  expect(last.params.get('offset')).toBe('0')
})

test('a search without results says so in pt-BR and can be cleared', async () => {
  server.use(...contentRest({ noticias, autores }))
  const { user } = renderWithProviders(<NewsList />, { route: '/noticias?busca=inexistente' })
  expect(
    await screen.findByText('Nenhuma notícia encontrada para “inexistente”.'),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Limpar busca' }))
  expect(await screen.findByText('12 notícias')).toBeInTheDocument()
})

test('no published news shows the empty state', async () => {
  server.use(...contentRest({ noticias: [], autores }))
  renderWithProviders(<NewsList />, { route: '/noticias' })
  expect(await screen.findByText('Nenhuma notícia publicada ainda.')).toBeInTheDocument()
})

test('a failed load shows the error and "Tentar novamente" loads again', async () => {
  server.use(failingTable('noticias'))
  const { user } = renderWithProviders(<NewsList />, { route: '/noticias' })
  expect(await screen.findByText('Não foi possível carregar as notícias.')).toBeInTheDocument()
  server.resetHandlers()
  server.use(...contentRest({ noticias, autores }))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('12 notícias')).toBeInTheDocument()
})

test('the page has the news title and shows skeletons while loading', async () => {
  server.use(...contentRest({ noticias, autores }))
  renderWithProviders(<NewsList />, { route: '/noticias' })
  expect(screen.getByRole('heading', { level: 1, name: 'Notícias' })).toBeInTheDocument()
  expect(screen.getByTestId('news-skeleton')).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Notícias | MOV'))
  await screen.findByText('12 notícias')
})

test('a page past the end of the list says so and links back to the first page', async () => {
  server.use(...contentRest({ noticias, autores }))
  const { user } = renderWithProviders(<NewsList />, { route: '/noticias?pagina=7' })
  expect(await screen.findByText('Esta página não existe.')).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Ir para a primeira página' }))
  expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument()
})
