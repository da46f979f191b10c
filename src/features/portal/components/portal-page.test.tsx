import { screen, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { publicationRow } from '@/testing/content-factories'
import { filterValuesRest } from '@/testing/filter-values-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { PortalPage } from './portal-page'

const rows = [
  publicationRow(1, {
    title: 'Guia dos Conselhos',
    authors: 'Equipe de Advocacy',
    thematic: 'Participação política',
    publication_date: '2026-10-14',
  }),
  publicationRow(2, {
    title: 'Juventudes e Clima',
    authors: 'Ana Clara Menezes',
    thematic: 'Meio ambiente',
    publication_date: '2026-08-30',
  }),
  publicationRow(3, {
    title: 'Cartilha de Saúde Mental',
    authors: 'Rede de Cuidado',
    thematic: 'Saúde mental',
    publication_date: '2026-06-12',
  }),
  publicationRow(4, { title: 'Rascunho', is_published: false, publication_date: '2026-11-01' }),
]
// What the database answers for the published rows above: distinct, in no particular order.
const thematics = [
  { thematic: 'Saúde mental' },
  { thematic: 'Participação política' },
  { thematic: 'Meio ambiente' },
]
beforeEach(() => {
  server.use(filterValuesRest('pdc_publication_thematics', thematics))
})

const titles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

test('lists every published publication, newest first, with open and download links', async () => {
  server.use(restTable('pdc_publications', rows))
  renderWithProviders(<PortalPage />, { route: '/portal-pdc' })
  expect(screen.getByRole('heading', { level: 1, name: 'Portal de Conteúdos' })).toBeInTheDocument()
  await screen.findByRole('heading', { name: 'Guia dos Conselhos' })
  expect(titles()).toEqual(['Guia dos Conselhos', 'Juventudes e Clima', 'Cartilha de Saúde Mental'])
  const first = screen.getAllByRole('article')[0]!
  expect(within(first).getByRole('link', { name: /Abrir Guia dos Conselhos/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  expect(within(first).getByRole('link', { name: /Baixar Guia dos Conselhos/ })).toHaveAttribute(
    'download',
  )
  expect(within(first).getByText('14/10/2026')).toBeInTheDocument()
})

test('one search finds publications by title or by author, accents and case aside', async () => {
  let last: URLSearchParams | undefined
  server.use(
    restTable('pdc_publications', rows, { onRequest: (url) => void (last = url.searchParams) }),
  )
  const { user } = renderWithProviders(<PortalPage />, { route: '/portal-pdc' })
  await screen.findByRole('heading', { name: 'Guia dos Conselhos' })
  const search = screen.getByRole('searchbox', { name: 'Buscar por título, autor ou tema' })
  await user.type(search, 'Clima')
  await expect.poll(titles).toEqual(['Juventudes e Clima'])
  expect(last?.getAll('search_text')).toEqual(['ilike.*clima*'])
  await user.clear(search)
  await user.type(search, 'saude REDE')
  await expect.poll(titles).toEqual(['Cartilha de Saúde Mental'])
  expect(last?.getAll('search_text')).toEqual(['ilike.*saude*', 'ilike.*rede*'])
})

test('characters with a meaning in the query language are searched as plain text', async () => {
  let last: URLSearchParams | undefined
  server.use(
    restTable('pdc_publications', rows, { onRequest: (url) => void (last = url.searchParams) }),
  )
  renderWithProviders(<PortalPage />, { route: '/portal-pdc?busca=clima,(x)*%_' })
  await expect.poll(() => last?.getAll('search_text')).toEqual(['ilike.*clima*', 'ilike.*x*'])
  expect(last?.get('or')).toBeNull()
})

test('filters by thematic, the menu listing the thematics the database has, in pt-BR order', async () => {
  const columnReads: URLSearchParams[] = []
  const menuCalls: URL[] = []
  server.use(
    restTable('pdc_publications', rows, {
      onRequest: (url) => void columnReads.push(url.searchParams),
    }),
    filterValuesRest('pdc_publication_thematics', thematics, menuCalls),
  )
  const { user } = renderWithProviders(<PortalPage />, { route: '/portal-pdc' })
  await screen.findByRole('heading', { name: 'Guia dos Conselhos' })
  const select = screen.getByRole('combobox', { name: 'Temática' })
  await within(select).findByRole('option', { name: 'Meio ambiente' })
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todas as temáticas', 'Meio ambiente', 'Participação política', 'Saúde mental'])
  // The menu's values come from the database function, not from downloading the column.
  expect(menuCalls).toHaveLength(1)
  expect(columnReads.map((p) => p.get('select'))).not.toContain('thematic')
  await user.selectOptions(select, 'Meio ambiente')
  await expect.poll(titles).toEqual(['Juventudes e Clima'])
})

test('an empty result says so; an error offers "Tentar novamente"', async () => {
  server.use(restTable('pdc_publications', []))
  const { unmount } = renderWithProviders(<PortalPage />, { route: '/portal-pdc?busca=nada' })
  expect(await screen.findByText('Nenhuma publicação encontrada.')).toBeInTheDocument()
  unmount()

  server.use(restError('pdc_publications'))
  const { user } = renderWithProviders(<PortalPage />, { route: '/portal-pdc' })
  // The list's own error (the filter menus, read from the same table, fail too and say so).
  const alert = (await screen.findByText('Não foi possível carregar as publicações.')).closest(
    '[role="alert"]',
  ) as HTMLElement
  server.use(restTable('pdc_publications', rows))
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByRole('heading', { name: 'Guia dos Conselhos' })).toBeInTheDocument()
})
