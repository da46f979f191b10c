import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { representationRow } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { RepresentationsSection } from './representations-section'

test('groups representations in the four categories in the specification order; others and no category are hidden', async () => {
  let query: URLSearchParams | undefined
  server.use(
    restTable(
      'representacoes',
      [
        representationRow(1, 'PRÊMIOS & RECONHECIMENTOS'),
        representationRow(2, 'CONSELHOS DE DIREITO'),
        representationRow(3, 'FÓRUNS & PACTOS'),
        representationRow(4, null, { name: 'Sem categoria' }),
        representationRow(5, 'Outros', { name: 'Categoria Outros' }),
        representationRow(6, 'COALIZÕES & CAMPANHAS'),
        representationRow(7, 'CONSELHOS DE DIREITO'),
      ],
      { onRequest: (url) => void (query = url.searchParams) },
    ),
  )
  renderWithProviders(<RepresentationsSection />)
  await screen.findByRole('heading', { name: 'Representações' })
  // The heading shows while the rows load (it is in the pre-rendered HTML): wait for the rows.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
  expect(query?.get('order')).toBe('display_order.asc')
  const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
  expect(groups).toEqual([
    'FÓRUNS & PACTOS',
    'CONSELHOS DE DIREITO',
    'COALIZÕES & CAMPANHAS',
    'PRÊMIOS & RECONHECIMENTOS',
  ])
  const councils = screen.getByRole('region', { name: 'CONSELHOS DE DIREITO' })
  expect(
    within(councils)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Representação 2', 'Representação 7'])
  expect(screen.queryByText('Sem categoria')).not.toBeInTheDocument()
  expect(screen.queryByText('Categoria Outros')).not.toBeInTheDocument()
})

test('hidden when only unshown categories exist', async () => {
  server.use(restTable('representacoes', [representationRow(1, null)]))
  const { container, unmount } = renderWithProviders(<RepresentationsSection />)
  await expect.poll(() => container.innerHTML).toBe('')
  unmount()
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('representacoes'))
  const { user } = renderWithProviders(<RepresentationsSection />)
  const retry = await failedSection('Representações')
  server.use(restTable('representacoes', [representationRow(1, 'FÓRUNS & PACTOS')]))
  await user.click(retry)
  expect(await screen.findByText('Representação 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
