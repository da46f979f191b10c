import { screen, within } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { programRow } from '@/testing/content-factories'
import { filterValuesRest } from '@/testing/filter-values-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { ProgramsPage } from './programs-page'

const rows = [
  programRow(1, { category: 'Liderança', year: 2024 }),
  programRow(2, { category: 'Inovação', year: 2023 }),
  programRow(3, { category: 'Liderança', year: 2023 }),
  programRow(4, { category: 'Cidadania', year: 2022, is_active: false }),
]

// What the database answers for the active rows above: one row, distinct values in no order.
const filters = [{ categories: ['Liderança', 'Inovação'], years: [2023, 2024] }]
beforeEach(() => {
  server.use(filterValuesRest('programa_filters', filters))
})

const cardTitles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

test('lists every active programme with the home card, beyond three, with its title and description', async () => {
  const many = Array.from({ length: 5 }, (_, i) => programRow(i + 1))
  server.use(restTable('programas', many))
  renderWithProviders(<ProgramsPage />, { route: '/programas' })
  expect(screen.getByRole('heading', { level: 1, name: 'Programas' })).toBeInTheDocument()
  await screen.findByText('Programa 5')
  expect(cardTitles()).toEqual([
    'Programa 1',
    'Programa 2',
    'Programa 3',
    'Programa 4',
    'Programa 5',
  ])
  expect(screen.getAllByRole('link', { name: /Quero Saber Mais/ })).toHaveLength(5)
  // Headings stay in order: the page's h1, then one h2 per card.
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5)
  await expect.poll(() => document.title).toBe('Programas | MOV')
})

test('filters by category and by year, asking the server with both filters', async () => {
  const queries: URLSearchParams[] = []
  const menuCalls: URL[] = []
  server.use(
    restTable('programas', rows, { onRequest: (url) => void queries.push(url.searchParams) }),
    filterValuesRest('programa_filters', filters, menuCalls),
  )
  const { user } = renderWithProviders(<ProgramsPage />, { route: '/programas' })
  await screen.findByText('Programa 3')
  expect(cardTitles()).toEqual(['Programa 1', 'Programa 2', 'Programa 3'])
  const category = screen.getByRole('combobox', { name: 'Categoria' })
  await within(category).findByRole('option', { name: 'Liderança' })
  expect(
    within(category)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todas as categorias', 'Inovação', 'Liderança'])
  expect(
    within(screen.getByRole('combobox', { name: 'Ano' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todos os anos', '2024', '2023'])
  // The menus' values come from one database call, not from downloading two columns.
  expect(menuCalls).toHaveLength(1)
  expect(queries.map((q) => q.get('select'))).not.toContain('category,year')
  await user.selectOptions(category, 'Liderança')
  await expect.poll(cardTitles).toEqual(['Programa 1', 'Programa 3'])
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), '2023')
  await expect.poll(cardTitles).toEqual(['Programa 3'])
  const last = queries.at(-1)!
  expect(last.get('category')).toBe('eq.Liderança')
  expect(last.get('year')).toBe('eq.2023')
  expect(last.get('is_active')).toBe('eq.true')
})

test('pages through programmes nine at a time, asking the server for each page', async () => {
  const many = Array.from({ length: 11 }, (_, i) => programRow(i + 1))
  let last: URLSearchParams | undefined
  server.use(restTable('programas', many, { onRequest: (url) => void (last = url.searchParams) }))
  const { user } = renderWithProviders(<ProgramsPage />, { route: '/programas' })
  await screen.findByText('Programa 9')
  expect(screen.getAllByRole('article')).toHaveLength(9)
  expect(screen.getByText('Página 1 de 2')).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Próxima página' }))
  await expect.poll(cardTitles).toEqual(['Programa 10', 'Programa 11'])
  expect(last?.get('offset')).toBe('9')
  expect(last?.get('limit')).toBe('9')
})

test('a page past the end of the list says so, with a link back to the first page', async () => {
  server.use(restTable('programas', [programRow(1), programRow(2)]))
  renderWithProviders(<ProgramsPage />, { route: '/programas?categoria=Lideran%C3%A7a&pagina=5' })
  expect(await screen.findByText('Esta página não existe.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ir para a primeira página' })).toHaveAttribute(
    'href',
    '/programas?categoria=Lideran%C3%A7a',
  )
})

test('shows an empty state when no programme matches', async () => {
  server.use(restTable('programas', []))
  renderWithProviders(<ProgramsPage />, { route: '/programas?categoria=Teatro' })
  expect(await screen.findByText('Nenhum programa encontrado.')).toBeInTheDocument()
  expect(screen.getByText('Tente outra categoria ou outro ano.')).toBeInTheDocument()
})

test('shows an error with "Tentar novamente" that asks again', async () => {
  server.use(restError('programas'))
  const { user } = renderWithProviders(<ProgramsPage />, { route: '/programas' })
  const alert = (await screen.findByText('Não foi possível carregar os programas.')).closest(
    '[role="alert"]',
  ) as HTMLElement
  server.use(restTable('programas', rows))
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('Programa 1')).toBeInTheDocument()
})
