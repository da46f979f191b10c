import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import {
  failingSearchSite,
  searchSiteRest,
  type SearchSiteArgs,
  type SearchSiteHit,
} from '@/testing/search-rest'
import { SearchPage } from './search-page'

const hit = (over: Partial<SearchSiteHit> & Pick<SearchSiteHit, 'kind' | 'id' | 'title'>) =>
  ({
    slug: null,
    excerpt: '',
    link_url: null,
    item_date: null,
    rank: 0.5,
    ...over,
  }) satisfies SearchSiteHit

const hits: SearchSiteHit[] = [
  hit({
    kind: 'pesquisa',
    id: 'b5000000-0000-4000-8000-000000000003',
    slug: 'saude-mental-escolas-publicas',
    title: '\u0002Saúde\u0003 Mental nas Escolas Públicas',
    excerpt: 'Escuta com estudantes sobre ansiedade.',
    item_date: '2025-01-01',
  }),
  hit({
    kind: 'noticia',
    id: 'b2000000-0000-4000-8000-000000000004',
    slug: 'rede-de-cuidado-dez-cidades',
    title: 'Rede de Cuidado chega a dez cidades',
    excerpt: 'Rodas de conversa sobre \u0002saúde\u0003 mental <b>em</b> dez cidades.',
    item_date: '2026-09-22',
  }),
  hit({
    kind: 'manifesto',
    id: 'c0000000-0000-4000-8000-000000000001',
    title: '\u0002Saúde\u0003 Mental é Direito',
    excerpt: 'Pedimos psicólogos em todas as escolas.',
    link_url: '/files/manifesto.pdf',
    item_date: '2026-04-10',
  }),
  hit({
    kind: 'publicacao',
    id: 'c0000000-0000-4000-8000-000000000002',
    title: 'Cartilha de \u0002Saúde\u0003 Mental entre Pares',
    excerpt: 'Rede de Cuidado MOV',
    link_url: '/files/cartilha.pdf',
  }),
  hit({
    kind: 'programa',
    id: 'b1000000-0000-4000-8000-000000000003',
    title: 'Rede de Cuidado',
    excerpt: 'Grupos de apoio sobre \u0002saúde\u0003 mental.',
  }),
  hit({
    kind: 'trilha',
    id: 'b6000000-0000-4000-8000-000000000001',
    title: 'Participação Cidadã',
    excerpt: 'Do grêmio ao conselho, com \u0002saúde\u0003 democrática.',
  }),
]

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="Endereço">{`${location.pathname}${location.search}`}</output>
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/busca" element={<SearchPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  )
}

test('"saude" lists the matches of every kind, labelled, each linking to its page', async () => {
  const calls: SearchSiteArgs[] = []
  server.use(...searchSiteRest(hits, calls))
  renderPage('/busca?q=saude')
  expect(await screen.findByText('6 resultados para “saude”')).toBeInTheDocument()
  expect(calls[0]).toEqual({ p_query: 'saude', p_limit: 10, p_offset: 0 })
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items).toHaveLength(6)
  const link = (name: string) => screen.getByRole('link', { name })
  expect(link('Saúde Mental nas Escolas Públicas')).toHaveAttribute(
    'href',
    '/pesquisas/b5000000-0000-4000-8000-000000000003',
  )
  expect(link('Rede de Cuidado chega a dez cidades')).toHaveAttribute(
    'href',
    '/noticias/rede-de-cuidado-dez-cidades',
  )
  expect(link('Saúde Mental é Direito')).toHaveAttribute('href', '/manifestos')
  expect(link('Cartilha de Saúde Mental entre Pares')).toHaveAttribute(
    'href',
    '/portal-pdc?busca=Cartilha+de+Sa%C3%BAde+Mental+entre+Pares',
  )
  expect(link('Rede de Cuidado')).toHaveAttribute(
    'href',
    '/programas/b1000000-0000-4000-8000-000000000003',
  )
  expect(link('Participação Cidadã')).toHaveAttribute(
    'href',
    '/trilhas/b6000000-0000-4000-8000-000000000001',
  )
  expect(within(items[0]!).getByText('Pesquisa')).toBeInTheDocument()
  expect(within(items[0]!).getByText('2025')).toBeInTheDocument()
  expect(within(items[1]!).getByText('Notícia')).toBeInTheDocument()
  expect(within(items[1]!).getByText('22/09/2026')).toBeInTheDocument()
  expect(within(items[2]!).getByText('Manifesto')).toBeInTheDocument()
  expect(
    within(items[2]!).getByRole('link', {
      name: 'Abrir documento Saúde Mental é Direito (abre em nova aba)',
    }),
  ).toHaveAttribute('href', '/files/manifesto.pdf')
  expect(within(items[3]!).getByText('Publicação')).toBeInTheDocument()
  expect(within(items[4]!).getByText('Programa')).toBeInTheDocument()
  expect(within(items[5]!).getByText('Trilha formativa')).toBeInTheDocument()
})

test('the matched words are marked, and text from the database is never read as HTML', async () => {
  server.use(...searchSiteRest(hits))
  const { container } = renderPage('/busca?q=saude')
  await screen.findByText('6 resultados para “saude”')
  const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent)
  expect(marks).toEqual(['Saúde', 'saúde', 'Saúde', 'Saúde', 'saúde', 'saúde'])
  expect(container.querySelector('b')).toBeNull()
  expect(screen.getByText(/em<\/b> dez cidades\./)).toBeInTheDocument()
  expect(container.textContent).not.toContain('\u0002')
  expect(container.textContent).not.toContain('\u0003')
})

test('typing a search writes it to the address (?q=) and shows its results; the box follows the address', async () => {
  server.use(...searchSiteRest(hits))
  const { user } = renderPage('/busca')
  expect(screen.getByText('Busque em todo o site')).toBeInTheDocument()
  const box = screen.getByRole('searchbox', { name: 'O que você procura?' })
  await user.type(box, '  Saúde mental ')
  await user.click(screen.getByRole('button', { name: 'Buscar' }))
  expect(screen.getByLabelText('Endereço')).toHaveTextContent('/busca?q=Sa%C3%BAde+mental')
  expect(await screen.findByText('5 resultados para “Saúde mental”')).toBeInTheDocument()
  // An example search is a link that changes the address, and the box shows it.
  await user.clear(box)
  await user.type(box, 'nada disso')
  await user.click(screen.getByRole('button', { name: 'Buscar' }))
  await user.click(await screen.findByRole('link', { name: 'clima' }))
  expect(screen.getByLabelText('Endereço')).toHaveTextContent('/busca?q=clima')
  expect(screen.getByRole('searchbox', { name: 'O que você procura?' })).toHaveValue('clima')
})

test('no result: says so and suggests searches that find something and the sections', async () => {
  server.use(...searchSiteRest(hits))
  renderPage('/busca?q=xyzzy')
  expect(await screen.findByText('Nenhum resultado para “xyzzy”.')).toBeInTheDocument()
  for (const example of ['saúde mental', 'orçamento público', 'clima', 'juventude'])
    expect(screen.getByRole('link', { name: example })).toHaveAttribute(
      'href',
      `/busca?${new URLSearchParams({ q: example }).toString()}`,
    )
  expect(screen.getByRole('link', { name: 'Notícias' })).toHaveAttribute('href', '/noticias')
  expect(screen.getByRole('link', { name: 'Portal de Conteúdos' })).toHaveAttribute(
    'href',
    '/portal-pdc',
  )
})

test('a failed search says so, and "Tentar novamente" searches again', async () => {
  server.use(failingSearchSite())
  const { user } = renderPage('/busca?q=saude')
  expect(await screen.findByText('Não foi possível buscar agora.')).toBeInTheDocument()
  server.resetHandlers()
  server.use(...searchSiteRest(hits))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('6 resultados para “saude”')).toBeInTheDocument()
})

test('"Ver mais resultados" loads the next ten after the first ten', async () => {
  const many = Array.from({ length: 13 }, (_, i) =>
    hit({
      kind: 'noticia',
      id: `d0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      slug: `noticia-${i + 1}`,
      title: `Notícia ${i + 1} sobre \u0002orçamento\u0003`,
    }),
  )
  const calls: SearchSiteArgs[] = []
  server.use(...searchSiteRest(many, calls))
  const { user } = renderPage('/busca?q=orcamento')
  expect(await screen.findByText('13 resultados para “orcamento”')).toBeInTheDocument()
  // The results by their links (the toast area, mounted on the first interaction, is a list too).
  const results = () => screen.getAllByRole('link', { name: /^Notícia \d+ sobre orçamento/ })
  expect(results()).toHaveLength(10)
  await user.click(screen.getByRole('button', { name: 'Ver mais resultados' }))
  await waitFor(() => expect(results()).toHaveLength(13))
  expect(calls.at(-1)).toEqual({ p_query: 'orcamento', p_limit: 10, p_offset: 10 })
  expect(screen.queryByRole('button', { name: 'Ver mais resultados' })).not.toBeInTheDocument()
})

test('the page is titled "Busca" and result pages ask search engines not to index them', async () => {
  server.use(...searchSiteRest(hits))
  renderPage('/busca?q=saude')
  expect(screen.getByRole('heading', { level: 1, name: 'Busca' })).toBeInTheDocument()
  expect(screen.getByTestId('search-skeleton')).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Busca | MOV'))
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await screen.findByText('6 resultados para “saude”')
})
