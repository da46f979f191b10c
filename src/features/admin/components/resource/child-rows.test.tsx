import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { findToast } from '@/testing/toasts'
import { adminRest } from '@/staff/testing/admin-rest'
import { currentUrl, renderAdmin } from '../../testing/render-admin'

const TRACK = uuid(500)
const OTHER = uuid(501)

const track = (id: string, title: string, order: number) => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  description: 'Uma trilha.',
  cover_image_url: null,
  level: 'iniciante',
  estimated_hours: 4,
  display_order: order,
  is_published: true,
})

const moduleRow = (n: number, trilhaId: string, order: number) => ({
  id: uuid(600 + n),
  trilha_id: trilhaId,
  title: `Módulo ${n}`,
  content: `Conteúdo ${n}`,
  video_url: null,
  display_order: order,
})

function serve() {
  const rest = adminRest({
    trilhas: [track(TRACK, 'Cidadania Ativa', 1), track(OTHER, 'Outra Trilha', 2)],
    trilha_modulos: [
      moduleRow(2, TRACK, 2),
      moduleRow(1, TRACK, 1),
      moduleRow(3, TRACK, 3),
      moduleRow(9, OTHER, 1),
    ],
  })
  server.use(...rest.handlers)
  return rest
}

const moduleNames = () => {
  const section = screen.getByRole('region', { name: 'Módulos da trilha' })
  return within(section)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent)
}

test("a track's page lists its own modules in order, with links to their forms and to a new one", async () => {
  const rest = serve()
  renderAdmin(`/admin/trilhas/${TRACK}`)
  expect(await screen.findByRole('textbox', { name: /^Título/ })).toHaveValue('Cidadania Ativa')
  await waitFor(() => expect(moduleNames()).toEqual(['Módulo 1', 'Módulo 2', 'Módulo 3']))
  const read = rest.sent('GET', 'trilha_modulos').at(-1)!
  expect(read.params.get('trilha_id')).toBe(`eq.${TRACK}`)
  expect(read.params.get('order')).toBe('trilha_id.asc,display_order.asc,created_at.asc,id.asc')
  expect(screen.getByRole('link', { name: 'Editar “Módulo 2”' })).toHaveAttribute(
    'href',
    `/admin/trilhas/${TRACK}/modulos/${uuid(602)}`,
  )
  expect(screen.getByRole('link', { name: 'Novo módulo' })).toHaveAttribute(
    'href',
    `/admin/trilhas/${TRACK}/modulos/novo`,
  )
  expect(screen.getByRole('heading', { level: 3, name: 'Módulo 1' })).toBeInTheDocument()
})

test("a track's modules move with the reorder function and are deleted after a confirmation", async () => {
  const rest = serve()
  const { user } = renderAdmin(`/admin/trilhas/${TRACK}`)
  await waitFor(() => expect(moduleNames()).toEqual(['Módulo 1', 'Módulo 2', 'Módulo 3']))
  expect(screen.getByRole('button', { name: 'Mover para cima: “Módulo 1”' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Mover para cima: “Módulo 3”' }))
  await waitFor(() => expect(moduleNames()).toEqual(['Módulo 1', 'Módulo 3', 'Módulo 2']))
  expect(rest.sent('POST', 'rpc/move_display_order')[0]!.body).toEqual({
    target_table: 'trilha_modulos',
    target_id: uuid(603),
    direction: -1,
  })

  await user.click(screen.getByRole('button', { name: 'Excluir “Módulo 2”' }))
  const ask = await screen.findByRole('alertdialog', { name: 'Excluir o módulo “Módulo 2”?' })
  await user.click(within(ask).getByRole('button', { name: 'Excluir' }))
  await findToast('Módulo excluído.')
  await waitFor(() => expect(moduleNames()).toEqual(['Módulo 1', 'Módulo 3']))
  expect(rest.rows('trilhas')).toHaveLength(2)
})

test('a module of another track is not found under this one', async () => {
  serve()
  renderAdmin(`/admin/trilhas/${TRACK}/modulos/${uuid(609)}`)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'O módulo não foi encontrado.' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para a trilha' })).toHaveAttribute(
    'href',
    `/admin/trilhas/${TRACK}`,
  )
})

test("a module's form saves it and leads back to its track, named in the breadcrumbs", async () => {
  const rest = serve()
  const { user } = renderAdmin(`/admin/trilhas/${TRACK}/modulos/${uuid(601)}`)
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' })
  await waitFor(() =>
    expect(within(trail).getByRole('link', { name: 'Cidadania Ativa' })).toHaveAttribute(
      'href',
      `/admin/trilhas/${TRACK}`,
    ),
  )
  await user.type(title, ' revisto')
  await user.type(
    screen.getByRole('textbox', { name: 'Endereço do vídeo' }),
    'https://video.example/1',
  )
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  await findToast('Módulo salvo.')
  expect(rest.sent('PATCH', 'trilha_modulos')[0]!.body).toEqual({
    title: 'Módulo 1 revisto',
    content: 'Conteúdo 1',
    video_url: 'https://video.example/1',
  })
  await user.click(screen.getByRole('link', { name: 'Voltar para a trilha' }))
  await waitFor(() => expect(currentUrl()).toBe(`/admin/trilhas/${TRACK}`))
})

test('a new module of a track that does not exist says so', async () => {
  serve()
  renderAdmin(`/admin/trilhas/${uuid(999)}/modulos/novo`)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'A trilha não foi encontrada.' }),
  ).toBeInTheDocument()
})

test('a new track opens its own page, where the modules are added, and says so', async () => {
  const rest = serve()
  const { user } = renderAdmin('/admin/trilhas/novo')
  await user.type(await screen.findByLabelText(/^Título/), 'Trilha Nova')
  await user.type(screen.getByLabelText(/^Identificador no endereço/), 'trilha-nova')
  await user.type(screen.getByLabelText(/^Descrição/), 'Uma trilha nova.')
  await user.type(screen.getByLabelText(/^Carga horária/), '6')
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
  const toastEl = await findToast('Trilha salva.')
  expect(toastEl).toHaveTextContent('Agora adicione os módulos da trilha, abaixo do formulário.')
  const created = rest.rows('trilhas').find((r) => r.title === 'Trilha Nova') as { id: string }
  await waitFor(() => expect(currentUrl()).toBe(`/admin/trilhas/${created.id}`))
  await screen.findByRole('region', { name: 'Módulos da trilha' })
  expect(await screen.findByRole('link', { name: 'Novo módulo' })).toHaveAttribute(
    'href',
    `/admin/trilhas/${created.id}/modulos/novo`,
  )
})
