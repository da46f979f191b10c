import { screen, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { manifestoRow } from '@/testing/content-factories'
import { filterValuesRest } from '@/testing/filter-values-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { ManifestosPage } from './manifestos-page'

const rows = [
  manifestoRow(1, {
    thematic: 'Meio ambiente',
    signed_at: '2026-06-05',
    link_url: 'https://docs.example.org/clima.pdf',
  }),
  manifestoRow(2, { thematic: 'Geral', signed_at: '2026-08-01' }),
  manifestoRow(3, { thematic: 'Educação', signed_at: '2026-01-20' }),
  manifestoRow(4, { thematic: 'Educação', signed_at: '2026-02-20' }),
  manifestoRow(5, { is_active: false, signed_at: '2026-09-01' }),
]
// What the database answers for the active rows above: distinct, in no particular order.
const thematics = [{ thematic: 'Meio ambiente' }, { thematic: 'Geral' }, { thematic: 'Educação' }]
beforeEach(() => {
  server.use(filterValuesRest('manifesto_thematics', thematics))
})

const titles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

test('lists every active manifesto, newest signature first, with signed date and "Ver Documento" when linked', async () => {
  server.use(restTable('manifestos', rows))
  renderWithProviders(<ManifestosPage />, { route: '/manifestos' })
  expect(screen.getByRole('heading', { level: 1, name: 'Manifestos' })).toBeInTheDocument()
  await screen.findByText('Manifesto 2')
  expect(titles()).toEqual(['Manifesto 2', 'Manifesto 1', 'Manifesto 4', 'Manifesto 3'])
  expect(screen.getAllByRole('link', { name: /Ver Documento/ })).toHaveLength(1)
  expect(screen.getByText('01/08/2026')).toBeInTheDocument()
})

test('filters by thematic, the menu listing the thematics the database has, in pt-BR order', async () => {
  let last: URLSearchParams | undefined
  const menuCalls: URL[] = []
  server.use(
    restTable('manifestos', rows, { onRequest: (url) => void (last = url.searchParams) }),
    filterValuesRest('manifesto_thematics', thematics, menuCalls),
  )
  const { user } = renderWithProviders(<ManifestosPage />, { route: '/manifestos' })
  await screen.findByText('Manifesto 2')
  const select = screen.getByRole('combobox', { name: 'Temática' })
  await within(select).findByRole('option', { name: 'Geral' })
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todas as temáticas', 'Educação', 'Geral', 'Meio ambiente'])
  // The menu's values come from the database function, not from the list's column.
  expect(menuCalls).toHaveLength(1)
  expect(last?.get('select')).not.toBe('thematic')
  await user.selectOptions(select, 'Educação')
  await expect.poll(titles).toEqual(['Manifesto 4', 'Manifesto 3'])
  expect(last?.get('thematic')).toBe('eq.Educação')
})

test('empty and error states', async () => {
  server.use(restTable('manifestos', []))
  const { unmount } = renderWithProviders(<ManifestosPage />, { route: '/manifestos' })
  expect(await screen.findByText('Nenhum manifesto encontrado.')).toBeInTheDocument()
  unmount()

  server.use(restError('manifestos'))
  const { user } = renderWithProviders(<ManifestosPage />, { route: '/manifestos' })
  // The list's own error (the filter menus, read from the same table, fail too and say so).
  const alert = (await screen.findByText('Não foi possível carregar os manifestos.')).closest(
    '[role="alert"]',
  ) as HTMLElement
  server.use(restTable('manifestos', rows))
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('Manifesto 2')).toBeInTheDocument()
})
