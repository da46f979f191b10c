import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { publicationRow } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { DEFAULT_PUBLICATION_IMAGE } from '../messages'
import { PublicationsSection } from './publications-section'

// Newest first: publication n is dated 2025-01-(30 - n).
const rows = [1, 2, 3, 4, 5, 6, 7].map((n) =>
  publicationRow(n, { publication_date: `2025-01-${30 - n}` }),
)

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

test('asks for the six newest publications and shows three per page', async () => {
  let query: URLSearchParams | undefined
  server.use(
    restTable('pdc_publications', rows, { onRequest: (url) => void (query = url.searchParams) }),
  )
  renderWithProviders(<PublicationsSection />)
  expect(
    await screen.findByRole('heading', { name: 'Acesse Nossos Conteúdos' }),
  ).toBeInTheDocument()
  // The heading shows while the rows load (it is in the pre-rendered HTML): wait for the rows.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
  expect(query?.get('order')).toBe('publication_date.desc')
  expect(query?.get('limit')).toBe('6')
  expect(titles()).toEqual(['Publicação 1', 'Publicação 2', 'Publicação 3'])
})

test('the arrows page through the publications and stop at the ends', async () => {
  server.use(restTable('pdc_publications', rows))
  const { user } = renderWithProviders(<PublicationsSection />)
  await screen.findByText('Publicação 1')
  const previous = screen.getByRole('button', { name: 'Conteúdos anteriores' })
  const next = screen.getByRole('button', { name: 'Próximos conteúdos' })
  expect(previous).toBeDisabled()
  await user.click(next)
  expect(titles()).toEqual(['Publicação 4', 'Publicação 5', 'Publicação 6'])
  expect(screen.getByText('Página 2 de 2')).toBeInTheDocument()
  expect(next).toBeDisabled()
  await user.click(previous)
  expect(titles()).toEqual(['Publicação 1', 'Publicação 2', 'Publicação 3'])
})

test('each publication opens file_url in a new tab, shows its date in pt-BR, and falls back to the default image', async () => {
  server.use(
    restTable('pdc_publications', [
      publicationRow(1, { image_url: null, publication_date: '2025-03-05' }),
      publicationRow(2),
    ]),
  )
  renderWithProviders(<PublicationsSection />)
  const first = (await screen.findAllByRole('article'))[0]!
  const open = within(first).getByRole('link', { name: /Abrir Publicação 1/ })
  expect(open).toHaveAttribute('href', 'https://arquivos.example.org/publicacao-1.pdf')
  expect(open).toHaveAttribute('target', '_blank')
  expect(within(first).getByText('05/03/2025')).toBeInTheDocument()
  const image = first.querySelector('img')!
  expect(image).toHaveAttribute('src', DEFAULT_PUBLICATION_IMAGE)
  expect(image).toHaveAttribute('loading', 'lazy')
  expect(image).toHaveAttribute('width')
  expect(image).toHaveAttribute('height')
})

test('"Ver todos os conteúdos" goes to /portal-pdc; no arrows with three or fewer', async () => {
  server.use(restTable('pdc_publications', rows.slice(0, 3)))
  renderWithProviders(<PublicationsSection />)
  expect(await screen.findByRole('link', { name: 'Ver todos os conteúdos' })).toHaveAttribute(
    'href',
    '/portal-pdc',
  )
  expect(screen.queryByRole('button', { name: 'Próximos conteúdos' })).not.toBeInTheDocument()
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('pdc_publications'))
  const { user } = renderWithProviders(<PublicationsSection />)
  const retry = await failedSection('Acesse Nossos Conteúdos')
  server.use(restTable('pdc_publications', [publicationRow(1)]))
  await user.click(retry)
  expect(await screen.findByText('Publicação 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
