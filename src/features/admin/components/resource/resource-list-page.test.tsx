import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { programRow, uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { findToast } from '@/testing/toasts'
import { adminRest } from '@/staff/testing/admin-rest'
import {
  currentUrl,
  findAnnouncement,
  renderAdmin,
  setDesktopViewport,
} from '../../testing/render-admin'

function serve(tables: Record<string, Array<Record<string, unknown>>>) {
  const rest = adminRest(tables)
  server.use(...rest.handlers)
  return rest
}

const names = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

test('search, sort and page come from the URL: the request asks for them and the screen shows them', async () => {
  const rows = [
    ...Array.from({ length: 25 }, (_, i) =>
      programRow(i + 1, { title: `Jovens ${String(i + 1).padStart(2, '0')}` }),
    ),
    programRow(90, { title: 'Outro programa' }),
  ]
  const rest = serve({ programas: rows })
  renderAdmin('/admin/programas?q=jovens&ordem=title.asc&pagina=2')
  expect(
    await screen.findByText('25 programas encontrados para “jovens”. Página 2 de 2.'),
  ).toBeInTheDocument()
  const read = rest.sent('GET', 'programas').at(-1)!
  // search_text: the columns the list searches, folded by the database (accents and case aside).
  expect(read.params.getAll('search_text')).toEqual(['ilike.*jovens*'])
  expect(read.params.get('order')).toBe('title.asc,id.asc')
  expect(read.params.get('offset')).toBe('20')
  expect(read.params.get('limit')).toBe('20')
  expect(names()).toEqual(['Jovens 21', 'Jovens 22', 'Jovens 23', 'Jovens 24', 'Jovens 25'])
  expect(screen.getByRole('searchbox', { name: 'Buscar programas' })).toHaveValue('jovens')
  expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('title.asc')
  const pages = screen.getByRole('navigation', { name: 'Páginas da lista de programas' })
  expect(within(pages).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
    'href',
    '/admin/programas?q=jovens&ordem=title.asc',
  )
  expect(within(pages).queryByRole('link', { name: 'Próxima página' })).not.toBeInTheDocument()
  // Sorted by title, the order cannot be changed here.
  expect(screen.queryByRole('button', { name: /^Mover/ })).not.toBeInTheDocument()
})

test('searching and sorting update the URL and go back to the first page', async () => {
  const rest = serve({
    programas: [programRow(1, { title: 'Jovens Lideranças' }), programRow(2, { title: 'Outro' })],
  })
  const { user } = renderAdmin('/admin/programas?pagina=1')
  await screen.findByText('Jovens Lideranças')
  const box = screen.getByRole('searchbox', { name: 'Buscar programas' })
  await user.type(box, 'lider')
  await user.click(screen.getByRole('button', { name: 'Buscar' }))
  await waitFor(() => expect(currentUrl()).toBe('/admin/programas?q=lider'))
  await waitFor(() => expect(names()).toEqual(['Jovens Lideranças']))
  expect(screen.getByText('1 programa encontrado para “lider”.')).toBeInTheDocument()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'year.desc')
  await waitFor(() => expect(currentUrl()).toBe('/admin/programas?q=lider&ordem=year.desc'))
  await waitFor(() =>
    expect(rest.sent('GET', 'programas').at(-1)!.params.get('order')).toBe(
      'year.desc,title.asc,id.asc',
    ),
  )
  await user.click(screen.getByRole('button', { name: 'Limpar busca' }))
  await waitFor(() => expect(currentUrl()).toBe('/admin/programas?ordem=year.desc'))
  expect(screen.getByRole('searchbox', { name: 'Buscar programas' })).toHaveValue('')
})

test("the search text cannot change the filter's structure: PostgREST's reserved characters are dropped, each word is required", async () => {
  const rest = serve({ programas: [programRow(1)] })
  const { user } = renderAdmin('/admin/programas')
  await screen.findByText('Programa 1')
  await user.type(screen.getByRole('searchbox', { name: 'Buscar programas' }), 'Zz,q(Ç)*%_w\\')
  await user.click(screen.getByRole('button', { name: 'Buscar' }))
  await screen.findByText('Nenhum programa encontrado para “Zz,q(Ç)*%_w\\”.')
  expect(rest.sent('GET', 'programas').at(-1)!.params.getAll('search_text')).toEqual([
    'ilike.*zz*',
    'ilike.*q*',
    'ilike.*c*',
    'ilike.*w*',
  ])
  expect(rest.sent('GET', 'programas').at(-1)!.params.get('or')).toBeNull()
})

test('the publish switch sends the update, says so, and shows the new state', async () => {
  const rest = serve({ programas: [programRow(1, { title: 'Jovens Lideranças' }), programRow(2)] })
  const { user } = renderAdmin('/admin/programas')
  const toggle = await screen.findByRole('switch', {
    name: 'Publicado no site: “Jovens Lideranças”',
  })
  expect(toggle).toBeChecked()
  await user.click(toggle)
  await findAnnouncement('“Jovens Lideranças” foi retirado do site.')
  await findToast('“Jovens Lideranças” foi retirado do site.')
  const [patch] = rest.sent('PATCH', 'programas')
  expect(patch!.body).toEqual({ is_active: false })
  expect(patch!.params.get('id')).toBe(`eq.${uuid(1)}`)
  expect(
    screen.getByRole('switch', { name: 'Publicado no site: “Jovens Lideranças”' }),
  ).not.toBeChecked()
  await user.click(screen.getByRole('switch', { name: 'Publicado no site: “Jovens Lideranças”' }))
  await findAnnouncement('“Jovens Lideranças” agora está publicado no site.')
  expect(rest.sent('PATCH', 'programas').at(-1)!.body).toEqual({ is_active: true })
})

test('a refused publish change shows the mapped error and keeps the switch as it was', async () => {
  const rest = serve({ programas: [programRow(1)] })
  rest.refuseNext({ status: 403, code: '42501' })
  const { user } = renderAdmin('/admin/programas')
  await user.click(await screen.findByRole('switch', { name: 'Publicado no site: “Programa 1”' }))
  await findToast('Não foi possível mudar a publicação.')
  expect(await findAnnouncement(/Sua conta não tem permissão para esta ação/)).toBeInTheDocument()
  expect(screen.getByRole('switch', { name: 'Publicado no site: “Programa 1”' })).toBeChecked()
})

test('in display order, the move buttons call the reorder function and keep the focus on the moved row', async () => {
  const rest = serve({ programas: [programRow(1), programRow(2), programRow(3)] })
  const { user } = renderAdmin('/admin/programas')
  await screen.findByText('Programa 3')
  expect(screen.getByRole('button', { name: 'Mover para cima: “Programa 1”' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Mover para baixo: “Programa 3”' })).toBeDisabled()
  const down = screen.getByRole('button', { name: 'Mover para baixo: “Programa 1”' })
  await user.click(down)
  await waitFor(() => expect(names()).toEqual(['Programa 2', 'Programa 1', 'Programa 3']))
  expect(rest.sent('POST', 'rpc/move_display_order').map((r) => r.body)).toEqual([
    { target_table: 'programas', target_id: uuid(1), direction: 1 },
  ])
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Mover para baixo: “Programa 1”' })).toHaveFocus(),
  )
  expect(await findAnnouncement('“Programa 1” desceu uma posição.')).toBeInTheDocument()
  // At the end the button in the same direction is disabled: the other one keeps the focus.
  await user.click(screen.getByRole('button', { name: 'Mover para baixo: “Programa 1”' }))
  await waitFor(() => expect(names()).toEqual(['Programa 2', 'Programa 3', 'Programa 1']))
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Mover para cima: “Programa 1”' })).toHaveFocus(),
  )
  expect(rest.sent('POST', 'rpc/move_display_order').at(-1)!.body).toEqual({
    target_table: 'programas',
    target_id: uuid(1),
    direction: 1,
  })
})

test('"Mover para a posição…" puts a row at the number typed in one call; the home page\'s rows are marked', async () => {
  const rest = serve({
    programas: [1, 2, 3, 4, 5].map((n) => programRow(n, n === 2 ? { is_active: false } : {})),
  })
  const { user } = renderAdmin('/admin/programas')
  await screen.findByText('Programa 5')
  expect(
    screen.getByText(/A página inicial mostra os 3 primeiros programas publicados desta ordem\./),
  ).toBeInTheDocument()
  // The first three published (1, 3, 4: the second is hidden) are the home page's.
  const onHome = screen
    .getAllByRole('article')
    .filter((a) => within(a).queryByText('Na página inicial'))
    .map((a) => within(a).getByRole('heading').textContent)
  expect(onHome).toEqual(['Programa 1', 'Programa 3', 'Programa 4'])
  expect(screen.getByLabelText('Posição 5')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Mover para a posição…: “Programa 5”' }))
  const dialog = await screen.findByRole('dialog', { name: 'Mover “Programa 5”' })
  expect(dialog).toHaveAccessibleDescription(
    'Agora na posição 5 de 5. A posição 1 é a primeira no site.',
  )
  const field = within(dialog).getByRole('textbox', { name: 'Nova posição (de 1 a 5)' })
  expect(field).toHaveFocus()
  await user.clear(field)
  await user.type(field, '9{enter}')
  expect(await within(dialog).findByText('Informe um número inteiro de 1 a 5.')).toBeInTheDocument()
  expect(rest.sent('POST', 'rpc/place_display_order')).toEqual([])
  await user.clear(field)
  await user.type(field, '1{enter}')
  await waitFor(() =>
    expect(names()).toEqual(['Programa 5', 'Programa 1', 'Programa 2', 'Programa 3', 'Programa 4']),
  )
  expect(rest.sent('POST', 'rpc/place_display_order').map((r) => r.body)).toEqual([
    { target_table: 'programas', target_id: uuid(5), target_position: 1 },
  ])
  await findToast('“Programa 5” agora está na posição 1.')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: 'Mover para a posição…: “Programa 5”' }),
    ).toHaveFocus(),
  )
})

test('move buttons stay within a scope: the first partner of a category cannot go up', async () => {
  const a = 'b8000000-0000-4000-8000-000000000001'
  const b = 'b8000000-0000-4000-8000-000000000002'
  const partner = (n: number, category: string, order: number) => ({
    id: uuid(n),
    name: `Parceiro ${n}`,
    logo_url: null,
    site_url: null,
    category_id: category,
    display_order: order,
  })
  const rest = serve({
    partners: [partner(1, a, 1), partner(2, a, 2), partner(3, b, 1), partner(4, b, 2)],
    partner_categories: [
      { id: a, name: 'Patrocinadores', display_order: 1 },
      { id: b, name: 'Apoio', display_order: 2 },
    ],
  })
  renderAdmin('/admin/parceiros')
  await screen.findByText('Parceiro 4')
  expect(names()).toEqual(['Parceiro 1', 'Parceiro 2', 'Parceiro 3', 'Parceiro 4'])
  expect(rest.sent('GET', 'partners').at(-1)!.params.get('order')).toBe(
    'category_id.asc,display_order.asc,created_at.asc,id.asc',
  )
  expect(screen.getByRole('button', { name: 'Mover para baixo: “Parceiro 2”' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Mover para cima: “Parceiro 3”' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Mover para cima: “Parceiro 2”' })).toBeEnabled()
  // The category's name comes from partner_categories.
  expect(await screen.findAllByText('Patrocinadores')).toHaveLength(2)
})

test('a search hides the move buttons (the neighbours on screen are not the real ones)', async () => {
  serve({ programas: [programRow(1), programRow(2)] })
  renderAdmin('/admin/programas?q=Programa')
  await screen.findByText('Programa 2')
  expect(screen.queryByRole('button', { name: /^Mover/ })).not.toBeInTheDocument()
})

test('delete asks first, naming the item; cancelling sends nothing', async () => {
  const rest = serve({ programas: [programRow(1, { title: 'Jovens Lideranças' }), programRow(2)] })
  const { user } = renderAdmin('/admin/programas')
  await user.click(await screen.findByRole('button', { name: 'Excluir “Jovens Lideranças”' }))
  const ask = await screen.findByRole('alertdialog', {
    name: 'Excluir o programa “Jovens Lideranças”?',
  })
  expect(
    within(ask).getByText(
      'O item vai para a lixeira, onde fica por 30 dias: até lá, dá para restaurá-lo.',
    ),
  ).toBeInTheDocument()
  expect(within(ask).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
  await user.click(within(ask).getByRole('button', { name: 'Cancelar' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(rest.sent('DELETE')).toEqual([])
  expect(screen.getByText('Jovens Lideranças')).toBeInTheDocument()
})

test('confirming the delete removes the row and says so', async () => {
  const rest = serve({ programas: [programRow(1, { title: 'Jovens Lideranças' }), programRow(2)] })
  const { user } = renderAdmin('/admin/programas')
  await user.click(await screen.findByRole('button', { name: 'Excluir “Jovens Lideranças”' }))
  const ask = await screen.findByRole('alertdialog')
  await user.click(within(ask).getByRole('button', { name: 'Excluir' }))
  await findToast('Programa excluído.')
  await waitFor(() => expect(names()).toEqual(['Programa 2']))
  const [removal] = rest.sent('DELETE', 'programas')
  expect(removal!.params.get('id')).toBe(`eq.${uuid(1)}`)
  expect(screen.getByRole('region', { name: 'Lista de programas' })).toHaveFocus()
})

test('a delete the server refuses shows its mapped message and keeps the row', async () => {
  const rest = serve({
    partner_categories: [{ id: uuid(1), name: 'Patrocinadores', display_order: 1 }],
  })
  rest.refuseNext({ status: 409, code: '23503' })
  const { user } = renderAdmin('/admin/categorias-de-parceiros')
  await user.click(await screen.findByRole('button', { name: 'Excluir “Patrocinadores”' }))
  const ask = await screen.findByRole('alertdialog', {
    name: 'Excluir a categoria de parceiros “Patrocinadores”?',
  })
  expect(ask).toHaveTextContent('ficam sem categoria')
  await user.click(within(ask).getByRole('button', { name: 'Excluir' }))
  const toast = await findToast('Não foi possível excluir.')
  expect(toast).toHaveTextContent('ligado a outro que não existe mais')
  expect(screen.getByText('Patrocinadores')).toBeInTheDocument()
})

test('an empty table, a failed read and a page past the end each say so', async () => {
  serve({ programas: [] })
  const first = renderAdmin('/admin/programas')
  expect(await screen.findByText('Nenhum programa cadastrado ainda.')).toBeInTheDocument()
  first.unmount()

  serve({ programas: [programRow(1)] })
  const second = renderAdmin('/admin/programas?pagina=4')
  expect(await screen.findByText('Esta página não existe.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ir para a primeira página' })).toHaveAttribute(
    'href',
    '/admin/programas',
  )
  second.unmount()
})

test('a failed read offers "Tentar novamente", which asks again', async () => {
  const { http, HttpResponse } = await import('msw')
  let calls = 0
  server.use(
    http.get(`${window.location.origin}/rest/v1/programas`, () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ code: 'XX000', message: 'falhou' }, { status: 500 })
        : HttpResponse.json([programRow(1)], { headers: { 'Content-Range': '0-0/1' } })
    }),
  )
  const { user } = renderAdmin('/admin/programas')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar a lista.')
  await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('Programa 1')).toBeInTheDocument()
})

test('on a wide screen the list is a table with a header per column', async () => {
  const restore = setDesktopViewport()
  try {
    serve({ programas: [programRow(1, { category: 'Liderança', year: 2025 })] })
    renderAdmin('/admin/programas')
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Título', 'Imagem', 'Categoria', 'Ano', 'Publicado', 'Ordem', 'Ações'])
    const row = within(table).getByRole('row', { name: /Programa 1/ })
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Programa 1')
    expect(within(row).getByText('Liderança')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Editar “Programa 1”' })).toHaveAttribute(
      'href',
      `/admin/programas/${uuid(1)}`,
    )
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  } finally {
    restore()
  }
})
