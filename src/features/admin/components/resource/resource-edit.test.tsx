import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { partnerCategoryRow, programRow, uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { findToast } from '@/testing/toasts'
import { adminRest } from '@/staff/testing/admin-rest'
import { currentUrl, renderAdmin } from '../../testing/render-admin'

function serve(tables: Record<string, Array<Record<string, unknown>>>) {
  const rest = adminRest(tables)
  server.use(...rest.handlers)
  return rest
}

test('the edit form opens with the row, saves it whole, says so and stays on the page', async () => {
  const rest = serve({
    programas: [programRow(1, { title: 'Jovens Lideranças', gradient: 'gradient-green' })],
  })
  const { user } = renderAdmin(`/admin/programas/${uuid(1)}`)
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  expect(title).toHaveValue('Jovens Lideranças')
  expect(screen.getByRole('heading', { level: 1, name: 'Editar programa' })).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: /^Ano/ })).toHaveValue('2024')
  expect(screen.getByRole('combobox', { name: /^Ícone/ })).toHaveValue('Rocket')
  expect(screen.getByRole('combobox', { name: 'Cor do cartão' })).toHaveValue('gradient-green')
  expect(screen.getByRole('switch', { name: 'Publicado no site' })).toBeChecked()
  expect(screen.getByRole('link', { name: 'Ver no site (abre em nova aba)' })).toHaveAttribute(
    'href',
    `/programas/${uuid(1)}`,
  )

  await user.clear(title)
  await user.type(title, '  Jovens Lideranças 2026 ')
  await user.click(screen.getByRole('switch', { name: 'Publicado no site' }))
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await findToast('Programa salvo.')
  const [patch] = rest.sent('PATCH', 'programas')
  expect(patch!.params.get('id')).toBe(`eq.${uuid(1)}`)
  expect(patch!.body).toEqual({
    title: 'Jovens Lideranças 2026',
    category: 'Formação',
    year: 2024,
    description: 'Descrição do programa 1.',
    icon: 'Rocket',
    gradient: 'gradient-green',
    image_url: null,
    is_active: false,
  })
  expect(currentUrl()).toBe(`/admin/programas/${uuid(1)}`)
  expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Jovens Lideranças 2026')
  // Saved: leaving asks nothing.
  await user.click(screen.getByRole('link', { name: 'Voltar para Programas' }))
  await waitFor(() => expect(currentUrl()).toBe('/admin/programas'))
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
})

test('an id with no row shows "not found" with the way back to the list', async () => {
  const rest = serve({ programas: [programRow(1)] })
  const first = renderAdmin(`/admin/programas/${uuid(99)}`)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'O programa não foi encontrado.' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para Programas' })).toHaveAttribute(
    'href',
    '/admin/programas',
  )
  first.unmount()
  // An id that is not a uuid cannot match: nothing is asked.
  const before = rest.requests.length
  renderAdmin('/admin/publicacoes/nao-e-um-id')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'A publicação não foi encontrada.' }),
  ).toBeInTheDocument()
  expect(rest.requests.length).toBe(before)
})

test('a save the server refuses shows why, with a toast, and keeps every edited value', async () => {
  const rest = serve({
    institutos: [
      {
        id: uuid(1),
        slug: 'instituto-aurora',
        name: 'Instituto Aurora',
        city: 'Maceió',
        state: 'AL',
        description: 'Descrição.',
        logo_url: null,
        site_url: null,
        display_order: 1,
        is_active: true,
      },
    ],
  })
  rest.refuseNext({ status: 409, code: '23505', message: 'duplicate key value (slug)' })
  const { user } = renderAdmin(`/admin/institutos/${uuid(1)}`)
  const slug = await screen.findByRole('textbox', { name: /^Identificador no endereço/ })
  await user.clear(slug)
  await user.type(slug, 'instituto-sol')
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  const alert = await screen.findByText(/Já existe um registro com este valor/, {
    selector: 'form [role=alert] p',
  })
  expect(alert.parentElement).not.toHaveTextContent('duplicate key value')
  await findToast('Não foi possível salvar.')
  expect(slug).toHaveValue('instituto-sol')
  expect(rest.rows('institutos')[0]!.slug).toBe('instituto-aurora')
})

test('"Gerar a partir do nome" fills the slug from the name', async () => {
  serve({ institutos: [] })
  const { user } = renderAdmin('/admin/institutos/novo')
  await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Instituto Ação Já')
  await user.click(screen.getByRole('button', { name: 'Gerar a partir do nome' }))
  expect(screen.getByRole('textbox', { name: /^Identificador no endereço/ })).toHaveValue(
    'instituto-acao-ja',
  )
})

test("a partner's category is chosen from partner_categories, or none", async () => {
  const rest = serve({
    partners: [],
    partner_categories: [
      partnerCategoryRow(2, 'Apoio Institucional', 2),
      partnerCategoryRow(1, 'Patrocinadores', 1),
    ],
  })
  const { user } = renderAdmin('/admin/parceiros/novo')
  const select = await screen.findByRole('combobox', { name: 'Categoria' })
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sem categoria', 'Patrocinadores', 'Apoio Institucional']),
  )
  await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Instituto Sol')
  await user.selectOptions(select, 'Patrocinadores')
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await findToast('Parceiro salvo.')
  const categoryId = rest.rows('partner_categories').find((c) => c.name === 'Patrocinadores')!.id
  expect(rest.sent('POST', 'partners')[0]!.body).toEqual({
    name: 'Instituto Sol',
    category_id: categoryId,
    logo_url: null,
    site_url: null,
    display_order: 10,
  })
})

test('a representation offers the four displayed categories and keeps another one, said not to show', async () => {
  serve({
    representacoes: [
      { id: uuid(1), name: 'Fórum', category: 'OUTRAS', logo_url: null, display_order: 1 },
    ],
  })
  renderAdmin(`/admin/representacoes/${uuid(1)}`)
  const select = await screen.findByRole('combobox', { name: 'Categoria' })
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'Sem categoria (não aparece no site)',
    'FÓRUNS & PACTOS',
    'CONSELHOS DE DIREITO',
    'COALIZÕES & CAMPANHAS',
    'PRÊMIOS & RECONHECIMENTOS',
    'OUTRAS (não aparece no site)',
  ])
  expect(select).toHaveValue('OUTRAS')
})

test('a page is one of the routes the site has, in the chosen section, and its text can be previewed', async () => {
  const rest = serve({ paginas: [] })
  const { user } = renderAdmin('/admin/paginas/novo')
  const section = await screen.findByRole('combobox', { name: /^Seção/ })
  const page = screen.getByRole('combobox', { name: /^Página/ })
  expect(within(page).getAllByRole('option')).toHaveLength(1)
  await user.selectOptions(section, 'redes-e-projetos')
  expect(
    within(page)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'Escolha...',
    'Égide',
    'MOV pelo Futuro',
    'ConectaMOV',
    'Rede de Conselheiros',
    'FDCA-AL',
    'Observatório',
  ])
  await user.selectOptions(page, 'conectamov')
  await user.selectOptions(section, 'institucional')
  // The page of the other section is not kept.
  expect(page).toHaveValue('')
  await user.selectOptions(page, 'estrutura')

  await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Estrutura')
  await user.type(screen.getByRole('textbox', { name: /^Resumo/ }), 'Como somos.')
  const body = screen.getByRole('textbox', { name: 'Texto da página' })
  await user.type(body, '## Conselho{enter}{enter}Texto com **negrito**.')
  await user.click(screen.getByRole('tab', { name: 'Pré-visualizar' }))
  const preview = screen.getByRole('tabpanel', { name: 'Pré-visualizar' })
  expect(await within(preview).findByRole('heading', { name: 'Conselho' })).toBeInTheDocument()
  expect(within(preview).getByText('negrito').tagName).toBe('STRONG')
  await user.click(screen.getByRole('tab', { name: 'Escrever' }))
  expect(screen.getByRole('textbox', { name: 'Texto da página' })).toHaveValue(
    '## Conselho\n\nTexto com **negrito**.',
  )
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await findToast('Página salva.')
  expect(rest.sent('POST', 'paginas')[0]!.body).toEqual({
    section: 'institucional',
    slug: 'estrutura',
    title: 'Estrutura',
    summary: 'Como somos.',
    body: '## Conselho\n\nTexto com **negrito**.',
  })
})

test('an invalid Markdown field brings its textarea back from the preview', async () => {
  serve({ trilhas: [], pesquisas: [] })
  const { user } = renderAdmin('/admin/pesquisas/novo')
  const body = await screen.findByRole('textbox', { name: 'Texto completo' })
  await user.click(body)
  await user.paste('a'.repeat(100001))
  await user.click(screen.getByRole('tab', { name: 'Pré-visualizar' }))
  expect(screen.getByRole('tab', { name: 'Pré-visualizar' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Escrever' })).toHaveAttribute('aria-selected', 'true'),
  )
  expect(screen.getByRole('textbox', { name: 'Texto completo' })).toHaveAccessibleDescription(
    expect.stringContaining('Use no máximo 100.000 caracteres.'),
  )
})

test('a row someone else saved after the form opened is not overwritten: the save is refused in pt-BR, the typed text stays, and "Salvar mesmo assim" replaces theirs', async () => {
  const loadedAt = '2026-11-27T10:00:00.000000+00:00'
  const rest = serve({
    programas: [programRow(1, { title: 'Jovens Lideranças', updated_at: loadedAt })],
  })
  const { user } = renderAdmin(`/admin/programas/${uuid(1)}`)
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  // Another staff member saves the same programme meanwhile.
  Object.assign(rest.rows('programas')[0]!, {
    title: 'Título da outra pessoa',
    updated_at: '2026-11-27T10:05:00.000000+00:00',
  })
  await user.clear(title)
  await user.type(title, 'Meu título')
  await user.click(screen.getByRole('button', { name: 'Salvar' }))

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    'Outra pessoa salvou este programa depois que você o abriu. Para não apagar o trabalho dela, nada foi salvo',
  )
  const [patch] = rest.sent('PATCH', 'programas')
  expect(patch!.params.get('updated_at')).toBe(`eq.${loadedAt}`)
  // Both texts kept: theirs in the database, ours in the form.
  expect(rest.rows('programas')[0]!.title).toBe('Título da outra pessoa')
  expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Meu título')

  await user.click(within(alert).getByRole('button', { name: 'Salvar mesmo assim' }))
  await findToast('Programa salvo.')
  const overwrite = rest.sent('PATCH', 'programas')[1]
  expect(overwrite!.params.get('updated_at')).toBeNull()
  expect(rest.rows('programas')[0]!.title).toBe('Meu título')
})
