import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { manifestoRow } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { ManifestosSection } from './manifestos-section'

// Manifesto n is signed on 2025-03-(20 - n): manifesto 1 is the newest.
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    manifestoRow(i + 1, { signed_at: `2025-03-${20 - i - 1}` }),
  )

test('shows the three newest active manifestos and a button to /manifestos when there are more', async () => {
  let query: URLSearchParams | undefined
  server.use(
    restTable('manifestos', [...rows(4), manifestoRow(9, { is_active: false })], {
      onRequest: (url) => void (query = url.searchParams),
    }),
  )
  renderWithProviders(<ManifestosSection />)
  const cards = await screen.findAllByRole('article')
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
    'Manifesto 1',
    'Manifesto 2',
    'Manifesto 3',
  ])
  expect(query?.get('is_active')).toBe('eq.true')
  expect(query?.get('order')).toBe('signed_at.desc')
  expect(screen.getByRole('link', { name: 'Ver todos os manifestos' })).toHaveAttribute(
    'href',
    '/manifestos',
  )
})

test('no button to /manifestos with three or fewer', async () => {
  server.use(restTable('manifestos', rows(3)))
  renderWithProviders(<ManifestosSection />)
  expect(await screen.findAllByRole('article')).toHaveLength(3)
  expect(screen.queryByRole('link', { name: 'Ver todos os manifestos' })).not.toBeInTheDocument()
})

test('"Ver Documento" appears only for manifestos with a link, opening it in a new tab; dates in pt-BR', async () => {
  server.use(
    restTable('manifestos', [
      manifestoRow(1, {
        link_url: 'https://docs.example.org/manifesto.pdf',
        signed_at: '2025-03-10',
      }),
      manifestoRow(2, { link_url: null, signed_at: '2025-03-01', thematic: null }),
    ]),
  )
  renderWithProviders(<ManifestosSection />)
  const [linked, plain] = await screen.findAllByRole('article')
  const link = within(linked!).getByRole('link', { name: /Ver Documento/ })
  expect(link).toHaveAttribute('href', 'https://docs.example.org/manifesto.pdf')
  expect(link).toHaveAttribute('target', '_blank')
  expect(within(linked!).getByText('10/03/2025')).toBeInTheDocument()
  expect(within(plain!).queryByRole('link')).not.toBeInTheDocument()
  expect(within(plain!).getByText('Geral')).toBeInTheDocument()
})

test('hidden when there are none', async () => {
  let asked = false
  server.use(restTable('manifestos', [], { onRequest: () => void (asked = true) }))
  const { container } = renderWithProviders(<ManifestosSection />)
  await expect.poll(() => asked).toBe(true)
  await expect.poll(() => container.innerHTML).toBe('')
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('manifestos'))
  const { user } = renderWithProviders(<ManifestosSection />)
  const retry = await failedSection('Manifestos')
  server.use(restTable('manifestos', [manifestoRow(1)]))
  await user.click(retry)
  expect(await screen.findByText('Manifesto 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
