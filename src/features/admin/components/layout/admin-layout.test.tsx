import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { programRow } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { storageBucket, storedObject } from '@/testing/storage-handlers'
import { adminRest } from '@/staff/testing/admin-rest'
import { currentUrl, renderAdmin } from '../../testing/render-admin'

const sections = [
  'Programas',
  'Banners da página inicial',
  'Publicações do Portal',
  'Na mídia',
  'Depoimentos',
  'Representações',
  'Parceiros',
  'Categorias de parceiros',
  'Manifestos',
  'Institutos',
  'Pesquisas',
  'Trilhas formativas',
  'Páginas',
  'Documentos',
]

function serve(tables: Record<string, Array<Record<string, unknown>>> = {}) {
  const rest = adminRest({ programas: [programRow(1)], home_banners: [], ...tables })
  server.use(...rest.handlers)
  return rest
}

test('the side navigation links the dashboard, every content section, proposals, people, media, activity and trash, marking the current page', async () => {
  serve()
  renderAdmin('/admin/programas')
  await screen.findByText('Programa 1')
  const nav = screen.getByRole('navigation', { name: 'Administração' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((l) => l.textContent)).toEqual([
    'Painel',
    ...sections,
    'Propostas de parceria',
    'Pessoas',
    'Mídia',
    'Atividade',
    'Lixeira',
  ])
  expect(within(nav).getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/admin')
  expect(within(nav).getByRole('link', { name: 'Na mídia' })).toHaveAttribute(
    'href',
    '/admin/na-midia',
  )
  expect(within(nav).getByRole('link', { name: 'Propostas de parceria' })).toHaveAttribute(
    'href',
    '/admin/propostas',
  )
  expect(within(nav).getByRole('link', { name: 'Pessoas' })).toHaveAttribute(
    'href',
    '/admin/pessoas',
  )
  expect(within(nav).getByRole('link', { name: 'Mídia' })).toHaveAttribute('href', '/admin/midia')
  expect(within(nav).getByRole('link', { name: 'Atividade' })).toHaveAttribute(
    'href',
    '/admin/atividade',
  )
  expect(within(nav).getByRole('link', { name: 'Lixeira' })).toHaveAttribute(
    'href',
    '/admin/lixeira',
  )
  expect(within(nav).getByRole('list', { name: 'Conteúdo do site' })).toBeInTheDocument()
  expect(within(nav).getByRole('list', { name: 'Contatos' })).toBeInTheDocument()
  expect(within(nav).getByRole('link', { name: 'Programas' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(nav).getByRole('link', { name: 'Painel' })).not.toHaveAttribute('aria-current')
})

test('the top bar names the signed-in account, leads back to the site and skips to the content', async () => {
  serve()
  renderAdmin('/admin/programas')
  await screen.findByText('Programa 1')
  const banner = screen.getByRole('banner')
  expect(within(banner).getByText('Ana Souza')).toBeInTheDocument()
  expect(within(banner).getByRole('link', { name: 'Voltar ao site' })).toHaveAttribute('href', '/')
  const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' })
  expect(skip).toHaveAttribute('href', '#conteudo-admin')
  expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo-admin')
  expect(screen.getByRole('main')).toHaveAttribute('data-background', 'light-grey')
})

test('breadcrumbs start at the Painel and end at the current page', async () => {
  serve()
  const { user } = renderAdmin('/admin/programas')
  await screen.findByText('Programa 1')
  const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' })
  expect(within(trail).getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/admin')
  expect(within(trail).getByText('Programas')).toHaveAttribute('aria-current', 'page')
  await user.click(screen.getByRole('link', { name: 'Novo programa' }))
  const next = await screen.findByRole('navigation', { name: 'Trilha de navegação' })
  await waitFor(() =>
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Painel', 'Programas', 'Novo programa']),
  )
  expect(within(next).getByRole('link', { name: 'Programas' })).toHaveAttribute(
    'href',
    '/admin/programas',
  )
  // Inside a section, its navigation link says so without calling the form "the page".
  const nav = screen.getByRole('navigation', { name: 'Administração' })
  expect(within(nav).getByRole('link', { name: 'Programas' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('on a phone the Menu button opens a sheet with the links, which closes on Escape and on navigation', async () => {
  serve({ testimonials: [] })
  const { user } = renderAdmin('/admin/programas')
  await screen.findByText('Programa 1')
  const menu = screen.getByRole('button', { name: 'Menu' })
  await user.click(menu)
  const sheet = await screen.findByRole('dialog', { name: 'Menu da administração' })
  expect(within(sheet).getByText('Ana Souza')).toBeInTheDocument()
  expect(within(sheet).getByRole('link', { name: 'Voltar ao site' })).toHaveAttribute('href', '/')
  expect(
    within(sheet)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(expect.arrayContaining(['Painel', ...sections, 'Propostas de parceria']))
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(menu).toHaveFocus()

  await user.click(menu)
  const again = await screen.findByRole('dialog', { name: 'Menu da administração' })
  await user.click(within(again).getByRole('link', { name: 'Depoimentos' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(currentUrl()).toBe('/admin/depoimentos')
  expect(await screen.findByRole('heading', { level: 1, name: 'Depoimentos' })).toBeInTheDocument()
})

test('an unknown admin path shows the admin "Página não encontrada" with a link to the Painel', async () => {
  serve()
  renderAdmin('/admin/nao-existe/de-jeito-nenhum')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ir para o Painel' })).toHaveAttribute('href', '/admin')
  // Still inside the admin layout.
  expect(screen.getByRole('navigation', { name: 'Administração' })).toBeInTheDocument()
})

test('a form with unsaved changes asks before an admin link leaves it, and the browser asks before unloading', async () => {
  serve()
  const { user } = renderAdmin('/admin/programas/novo')
  const title = await screen.findByRole('textbox', { name: /^Título/ })
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }
  expect(unload()).toBe(false)
  await user.type(title, 'Rascunho')
  expect(unload()).toBe(true)

  const nav = screen.getByRole('navigation', { name: 'Administração' })
  await user.click(within(nav).getByRole('link', { name: 'Banners da página inicial' }))
  const ask = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })
  expect(within(ask).getByRole('button', { name: 'Continuar editando' })).toHaveFocus()
  await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(currentUrl()).toBe('/admin/programas/novo')
  expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Rascunho')

  // The breadcrumbs are guarded too; leaving for real drops the draft.
  const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' })
  await user.click(within(trail).getByRole('link', { name: 'Programas' }))
  const again = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })
  await user.click(within(again).getByRole('button', { name: 'Sair sem salvar' }))
  await screen.findByText('Programa 1')
  expect(currentUrl()).toBe('/admin/programas')
  expect(unload()).toBe(false)
})

test('a form without changes leaves at once', async () => {
  serve()
  const { user } = renderAdmin('/admin/programas/novo')
  await screen.findByRole('textbox', { name: /^Título/ })
  await user.click(screen.getByRole('link', { name: 'Voltar para Programas' }))
  await screen.findByText('Programa 1')
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(currentUrl()).toBe('/admin/programas')
})

test('"Mídia" opens the media library inside the admin layout', async () => {
  serve()
  const bucket = storageBucket([storedObject('logo.png')])
  server.use(...bucket.handlers)
  const { user } = renderAdmin('/admin/programas')
  await screen.findByText('Programa 1')
  const nav = screen.getByRole('navigation', { name: 'Administração' })
  await user.click(within(nav).getByRole('link', { name: 'Mídia' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Mídia' })).toBeInTheDocument()
  expect(await screen.findByText('logo.png')).toBeInTheDocument()
  expect(within(nav).getByRole('link', { name: 'Mídia' })).toHaveAttribute('aria-current', 'page')
})
