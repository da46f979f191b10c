import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { searchSiteRest, type SearchSiteArgs, type SearchSiteHit } from '@/testing/search-rest'
import { NewsList } from './news-list'

const authorId = '11111111-1111-4111-8111-111111111111'
const autores = [{ id: authorId, name: 'Ana Souza', avatar_url: null, bio: 'Jornalista.' }]
const noticias = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `noticia-${n}`,
    title: n === 5 ? 'Saúde mental na Conferência Nacional de Juventude' : `Notícia número ${n}`,
    summary: `Resumo da notícia ${n}.`,
    cover_image_url: `/images/noticia-${n}.jpg`,
    // Day n of March 2025, 01:00 UTC: still the evening before in Brazil, the movement's clock.
    published_at: `2025-03-${String(n).padStart(2, '0')}T01:00:00Z`,
    author_id: n % 2 === 0 ? authorId : null,
    is_published: true,
    body: '',
  }
})

// What search_site answers for these news (the database's own matching is tested in tests/db).
const newsHits: SearchSiteHit[] = noticias.map((n) => ({
  kind: 'noticia',
  id: n.id,
  slug: n.slug,
  title: n.title,
  excerpt: n.summary,
  link_url: null,
  item_date: n.published_at.slice(0, 10),
  rank: 0.5,
}))

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

test('the search asks the database for news matching "saude" (accents aside), then shows them with the count', async () => {
  const requests: RecordedRequest[] = []
  const calls: SearchSiteArgs[] = []
  server.use(...contentRest({ noticias, autores }, requests), ...searchSiteRest(newsHits, calls))
  const { user } = renderWithProviders(<NewsList />, { route: '/noticias?pagina=2' })
  await screen.findByText('Página 2 de 2')
  const box = screen.getByRole('searchbox', { name: 'Buscar notícias' })
  expect(box).toHaveAttribute('placeholder', 'Ex.: saúde mental, orçamento, clima')
  await user.type(box, 'saude')
  await user.click(screen.getByRole('button', { name: 'Buscar' }))
  expect(await screen.findByText('1 notícia encontrada para “saude”')).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Saúde mental na Conferência Nacional de Juventude' }),
  ).toHaveAttribute('href', '/noticias/noticia-5')
  expect(calls.at(-1)).toEqual({ p_query: 'saude', p_kind: 'noticia', p_limit: 9, p_offset: 0 })
  const last = requests.filter((r) => r.table === 'noticias').at(-1)!
  expect(last.params.get('id')).toBe('in.(00000000-0000-4000-8000-000000000005)')
})

test('a search without results says so in pt-BR and can be cleared', async () => {
  server.use(...contentRest({ noticias, autores }), ...searchSiteRest(newsHits))
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
