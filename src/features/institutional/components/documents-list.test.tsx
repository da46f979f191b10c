import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { DocumentsList } from './documents-list'

const documentos = [
  {
    id: 'd1',
    title: 'Estatuto Social',
    category: 'Institucional',
    file_url: '/docs/estatuto.pdf',
    published_at: '2024-01-10T00:00:00Z',
    description: null,
  },
  {
    id: 'd2',
    title: 'Relatório Anual 2024',
    category: 'Relatórios',
    file_url: '/docs/relatorio-2024.pdf',
    published_at: '2025-02-01T00:00:00Z',
    description: 'Prestação de contas.',
  },
  {
    id: 'd3',
    title: 'Relatório Anual 2023',
    category: 'Relatórios',
    file_url: '/docs/relatorio-2023.pdf',
    published_at: '2024-02-01T00:00:00Z',
    description: null,
  },
  {
    id: 'd4',
    title: 'Guia do Voluntário',
    category: 'Guias',
    file_url: '/docs/guia.pdf',
    published_at: null,
    description: null,
  },
]

test('documents are grouped by category, newest first, each with a download link', async () => {
  server.use(...contentRest({ documentos }))
  renderWithProviders(<DocumentsList />)
  expect(await screen.findByText('4 documentos')).toBeInTheDocument()
  const categories = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
  expect(categories).toEqual(['Guias', 'Institucional', 'Relatórios'])
  const reports = screen.getByRole('region', { name: 'Relatórios' })
  expect(
    within(reports)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent),
  ).toEqual(['Relatório Anual 2024', 'Relatório Anual 2023'])
  const link = screen.getByRole('link', { name: 'Baixar “Estatuto Social”' })
  expect(link).toHaveAttribute('href', '/docs/estatuto.pdf')
  expect(link).toHaveAttribute('download')
  expect(within(reports).getByText('01/02/2025')).toBeInTheDocument()
})

test('no documents shows the empty state; a failure offers "Tentar novamente"', async () => {
  server.use(...contentRest({ documentos: [] }))
  const { unmount } = renderWithProviders(<DocumentsList />)
  expect(await screen.findByText('Nenhum documento disponível ainda.')).toBeInTheDocument()
  unmount()
  server.use(failingTable('documentos'))
  renderWithProviders(<DocumentsList />)
  expect(await screen.findByText('Não foi possível carregar os documentos.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
})
