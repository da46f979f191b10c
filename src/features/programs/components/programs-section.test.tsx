import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { programRow } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { ProgramsSection } from './programs-section'

test('asks for the first three active programmes by display_order', async () => {
  let query: URLSearchParams | undefined
  server.use(
    restTable(
      'programas',
      [1, 2, 3, 4].map((n) => programRow(n)),
      { onRequest: (url) => void (query = url.searchParams) },
    ),
  )
  renderWithProviders(<ProgramsSection />)
  expect(await screen.findAllByRole('article')).toHaveLength(3)
  expect(query?.get('order')).toBe('display_order.asc')
  expect(query?.get('limit')).toBe('3')
  expect(query?.get('is_active')).toBe('eq.true')
})

test('each card links to its programme page with "Quero Saber Mais"', async () => {
  server.use(restTable('programas', [programRow(1, { title: 'Jovem Líder' })]))
  renderWithProviders(<ProgramsSection />)
  const link = await screen.findByRole('link', { name: /Quero Saber Mais/ })
  expect(link).toHaveAttribute('href', `/programas/${programRow(1).id}`)
  expect(link).toHaveAccessibleName('Quero Saber Mais sobre Jovem Líder')
})

test('descriptions longer than 100 characters are cut at 100 and end with "..."', async () => {
  const long = 'a'.repeat(100) + 'b'.repeat(20)
  const exact = 'c'.repeat(100)
  server.use(
    restTable('programas', [
      programRow(1, { description: long }),
      programRow(2, { description: exact }),
    ]),
  )
  renderWithProviders(<ProgramsSection />)
  expect(await screen.findByText(`${'a'.repeat(100)}...`)).toBeInTheDocument()
  expect(screen.queryByText(long)).not.toBeInTheDocument()
  expect(screen.getByText(exact)).toBeInTheDocument()
})

test('programmes without a gradient take the eight-gradient cycle by position; a given gradient is kept', async () => {
  server.use(
    restTable('programas', [
      programRow(1, { gradient: null }),
      programRow(2, { gradient: 'gradient-red' }),
      programRow(3, { gradient: null }),
    ]),
  )
  renderWithProviders(<ProgramsSection />)
  const cards = await screen.findAllByRole('article')
  expect(cards.map((c) => c.dataset.gradient)).toEqual([
    'gradient-purple-blue',
    'gradient-red',
    'gradient-orange-pink',
  ])
  // The class is a real Tailwind gradient, not just the name.
  expect(cards[0]!.className).toContain('bg-gradient-to-br')
})

test('the icon follows the programme and defaults to Zap', async () => {
  server.use(
    restTable('programas', [
      programRow(1, { icon: 'Heart' }),
      programRow(2, { icon: 'Unknown' }),
      programRow(3, { icon: null }),
    ]),
  )
  renderWithProviders(<ProgramsSection />)
  const cards = await screen.findAllByRole('article')
  const icons = cards.map((card) => card.querySelector('svg[data-icon]')?.getAttribute('data-icon'))
  expect(icons).toEqual(['Heart', 'Zap', 'Zap'])
  expect(within(cards[0]!).getByRole('heading', { name: 'Programa 1' })).toBeInTheDocument()
})

test('the section is hidden when there are no programmes', async () => {
  let asked = false
  server.use(restTable('programas', [], { onRequest: () => void (asked = true) }))
  renderWithProviders(<ProgramsSection />)
  await expect.poll(() => asked).toBe(true)
  await expect.poll(() => screen.queryByRole('region', { name: 'Nossos Programas' })).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Nossos Programas' })).not.toBeInTheDocument()
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('programas'))
  const { user } = renderWithProviders(<ProgramsSection />)
  const retry = await failedSection('Nossos Programas')
  server.use(restTable('programas', [programRow(1)]))
  await user.click(retry)
  expect(await screen.findByText('Programa 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a programme with a picture shows it above its card; one without shows none', async () => {
  server.use(
    restTable('programas', [
      programRow(1, { image_url: '/storage/v1/object/public/site-media/programas/foto.png' }),
      programRow(2),
    ]),
  )
  renderWithProviders(<ProgramsSection />)
  const [withImage, withoutImage] = await screen.findAllByRole('article')
  expect(withImage?.querySelector('img')).toHaveAttribute(
    'src',
    '/storage/v1/object/public/site-media/programas/foto.png',
  )
  expect(withoutImage?.querySelector('img')).toBeNull()
})
