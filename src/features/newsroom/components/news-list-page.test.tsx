import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { uuid } from '@/testing/content-factories'
import type { AdminAccount } from '@/staff/account'
import { authorRow, currentUrl, newsRow, renderNewsroom, serveNewsroom } from '../testing/newsroom'

const future = '2099-01-01T12:00:00Z'
const articles = [
  newsRow(1, { title: 'Rascunho da semana', is_published: false, author_id: uuid(101) }),
  newsRow(2, { title: 'Agendada para depois', published_at: future, author_id: uuid(102) }),
  newsRow(3, { title: 'Saúde nas escolas', author_id: uuid(101) }),
  newsRow(4, {
    title: 'Tirada do ar',
    is_published: false,
    unpublished_at: '2026-11-03T10:00:00Z',
  }),
]

function table() {
  return screen.getByRole('table', { name: 'Notícias' })
}

test('every article shows with its state, author and dates, last edited first', async () => {
  serveNewsroom({ noticias: articles, autores: [authorRow(1), authorRow(2)] })
  renderNewsroom('/escritor')
  expect(await screen.findByRole('heading', { level: 1, name: 'Notícias' })).toBeInTheDocument()
  await screen.findByText('4 notícias')
  const rows = within(table()).getAllByRole('row').slice(1)
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
    'Tirada do ar',
    'Saúde nas escolas',
    'Agendada para depois',
    'Rascunho da semana',
  ])
  expect(within(rows[0]!).getByText('Despublicada')).toBeInTheDocument()
  expect(within(rows[1]!).getByText('Publicada')).toBeInTheDocument()
  expect(within(rows[1]!).getByText('Publicada em 01/11/2026 às 10:00')).toBeInTheDocument()
  expect(within(rows[2]!).getByText('Agendada para 01/01/2099 às 09:00')).toBeInTheDocument()
  expect(within(rows[3]!).getByText('Rascunho')).toBeInTheDocument()
  expect(within(rows[3]!).getByText('Autora 1')).toBeInTheDocument()
  expect(within(rows[3]!).getByRole('link', { name: 'Rascunho da semana' })).toHaveAttribute(
    'href',
    `/escritor/noticias/${uuid(1)}`,
  )
})

test(
  'filters by state, author and title are kept in the address and sent to the database',
  { timeout: 20_000 },
  async () => {
    const rest = serveNewsroom({ noticias: articles, autores: [authorRow(1), authorRow(2)] })
    const { user } = renderNewsroom('/escritor')
    await screen.findByText('4 notícias')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Rascunho')
    await screen.findByText('1 notícia')
    expect(currentUrl()).toBe('/escritor?situacao=rascunho')
    const draftQuery = rest.sent('GET', 'noticias').at(-1)!.params
    expect(draftQuery.get('is_published')).toBe('eq.false')
    expect(draftQuery.get('unpublished_at')).toBe('is.null')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Agendada')
    await within(table()).findByRole('link', { name: 'Agendada para depois' })
    // The time is the database's: the state is its computed field, not a date from this browser.
    const scheduledQuery = rest.sent('GET', 'noticias').at(-1)!.params
    expect(scheduledQuery.get('news_state')).toBe('eq.agendada')
    expect(scheduledQuery.get('published_at')).toBeNull()

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Situação' }),
      'Todas as situações',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Autor' }), 'Autora 1')
    await screen.findByText('2 notícias')
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pelo título' }), 'saúde{enter}')
    await screen.findByText('1 notícia')
    expect(screen.getAllByRole('link', { name: 'Saúde nas escolas' }).length).toBeGreaterThan(0)
    // Accents and case aside: the database's folded title (search_text).
    expect(rest.sent('GET', 'noticias').at(-1)!.params.getAll('search_text')).toEqual([
      'ilike.*saude*',
    ])
    expect(currentUrl()).toBe(`/escritor?autor=${uuid(101)}&q=sa%C3%BAde`)

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    await screen.findByText('4 notícias')
    expect(currentUrl()).toBe('/escritor')
  },
)

test('nothing matching says so, and an empty newsroom invites the first article', async () => {
  serveNewsroom()
  renderNewsroom('/escritor')
  expect(await screen.findByText('Nenhuma notícia ainda')).toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: 'Nova notícia' })[0]).toHaveAttribute(
    'href',
    '/escritor/noticias/nova',
  )
})

test('an account without the writer role sees why, and no article is asked for', async () => {
  const rest = serveNewsroom({ noticias: articles })
  const member: AdminAccount = { status: 'signed-in', userId: uuid(50), name: 'Bia', role: 'user' }
  renderNewsroom('/escritor', member)
  expect(
    await screen.findByText(
      /Você está conectado como Bia, com o perfil de membro\. Para usar a redação, é necessária uma conta com o perfil de escritor \(ou de administrador\)\./,
    ),
  ).toBeInTheDocument()
  await waitFor(() => expect(rest.requests).toEqual([]))
})

test('an author’s page lists their articles in every state', async () => {
  serveNewsroom({ noticias: articles, autores: [authorRow(1)] })
  renderNewsroom(`/escritor/autores/${uuid(101)}`)
  expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue('Autora 1')
  const section = await screen.findByRole('region', { name: 'Notícias deste autor' })
  await within(section).findByRole('link', { name: 'Rascunho da semana' })
  expect(within(section).getByRole('link', { name: 'Saúde nas escolas' })).toHaveAttribute(
    'href',
    `/escritor/noticias/${uuid(3)}`,
  )
  expect(within(section).getByText('Rascunho')).toBeInTheDocument()
  expect(within(section).queryByText('Tirada do ar')).not.toBeInTheDocument()
})
