import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { ResearchDetail } from './research-detail'
import { ResearchList } from './research-list'

const pesquisas = Array.from({ length: 11 }, (_, i) => ({
  id: `e0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  slug: `pesquisa-${i + 1}`,
  title: `Juventudes e política ${i + 1}`,
  summary: `O que pensam os jovens, edição ${i + 1}.`,
  body: i === 0 ? '## Metodologia\n\nQuestionário com 1.200 jovens.' : null,
  authors: 'Ana Souza, Bruno Lima',
  year: 2014 + i,
  file_url: i === 0 ? '/docs/pesquisa-1.pdf' : null,
  cover_image_url: null,
  is_published: true,
}))

test('lists published research newest year first, paginated in the query', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ pesquisas }, requests))
  renderWithProviders(<ResearchList />, { route: '/redes-e-projetos/pesquisas' })
  expect(await screen.findByText('11 pesquisas')).toBeInTheDocument()
  const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
  expect(titles).toHaveLength(9)
  expect(titles[0]).toBe('Juventudes e política 11')
  expect(screen.getByRole('link', { name: 'Juventudes e política 11' })).toHaveAttribute(
    'href',
    `/pesquisas/${pesquisas[10]!.id}`,
  )
  expect(screen.getByText('2024')).toBeInTheDocument()
  expect(requests[0]!.params.get('is_published')).toBe('eq.true')
  expect(requests[0]!.params.get('limit')).toBe('9')
})

test('empty and error states of the research list', async () => {
  server.use(...contentRest({ pesquisas: [] }))
  const { unmount } = renderWithProviders(<ResearchList />)
  expect(await screen.findByText('Nenhuma pesquisa publicada ainda.')).toBeInTheDocument()
  unmount()
  server.use(failingTable('pesquisas'))
  const { user } = renderWithProviders(<ResearchList />)
  expect(await screen.findByText('Não foi possível carregar as pesquisas.')).toBeInTheDocument()
  server.resetHandlers()
  server.use(...contentRest({ pesquisas }))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('11 pesquisas')).toBeInTheDocument()
})

test('a study shows summary, authors, year, text, download link and OG tags', async () => {
  server.use(...contentRest({ pesquisas }))
  renderWithProviders(<ResearchDetail id={pesquisas[0]!.id} />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Juventudes e política 1' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Ana Souza, Bruno Lima')).toBeInTheDocument()
  expect(screen.getByText('2014')).toBeInTheDocument()
  expect(screen.getByText('O que pensam os jovens, edição 1.')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 2, name: 'Metodologia' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Baixar a pesquisa (PDF)' })).toHaveAttribute(
    'href',
    '/docs/pesquisa-1.pdf',
  )
  await waitFor(() => expect(document.title).toBe('Juventudes e política 1 | MOV'))
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Juventudes e política 1',
  )
})

test('a study without a file says so; an unknown one shows not-found with a link to the list', async () => {
  server.use(...contentRest({ pesquisas }))
  const { unmount } = renderWithProviders(<ResearchDetail id="pesquisa-2" />)
  expect(
    await screen.findByText('O arquivo desta pesquisa ainda não está disponível para download.'),
  ).toBeInTheDocument()
  unmount()
  renderWithProviders(<ResearchDetail id="f0000000-0000-4000-8000-000000000000" />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pesquisa não encontrada' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ver todas as pesquisas' })).toHaveAttribute(
    'href',
    '/redes-e-projetos/pesquisas',
  )
})

test('a malformed id is not-found without a request', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ pesquisas }, requests))
  renderWithProviders(<ResearchDetail id="1 or 1=1" />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Pesquisa não encontrada' }),
  ).toBeInTheDocument()
  expect(requests).toHaveLength(0)
})
