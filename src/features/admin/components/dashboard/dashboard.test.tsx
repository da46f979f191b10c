import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { bannerRow, programRow } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { TEST_ORIGIN } from '@/testing/render'
import { adminRest } from '@/staff/testing/admin-rest'
import { renderAdmin } from '../../testing/render-admin'

const empty = {
  pdc_publications: [],
  na_midia: [],
  testimonials: [],
  representacoes: [],
  partners: [],
  partner_categories: [],
  manifestos: [],
  institutos: [],
  pesquisas: [],
  trilhas: [],
  paginas: [],
  documentos: [],
}

test('the dashboard shows every section with its description and how many rows it has, counted without reading them', async () => {
  const rest = adminRest({
    ...empty,
    programas: [programRow(1), programRow(2), programRow(3)],
    home_banners: [bannerRow(1)],
    parcerias_solicitacoes: [
      { id: 'x1', status: 'nova' },
      { id: 'x2', status: 'tratada' },
      { id: 'x3', status: 'nova' },
    ],
  })
  server.use(...rest.handlers)
  renderAdmin('/admin')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Painel do Administrador' }),
  ).toBeInTheDocument()
  const content = screen.getByRole('region', { name: 'Conteúdo do site' })
  const card = (name: string) =>
    within(content).getByRole('link', { name }).closest('article') as HTMLElement
  expect(await within(card('Programas')).findByText('3 programas')).toBeInTheDocument()
  expect(within(card('Programas')).getByText(/página inicial e da página Programas/)).toBeVisible()
  expect(await within(card('Banners da página inicial')).findByText('1 banner')).toBeInTheDocument()
  expect(await within(card('Documentos')).findByText('0 documentos')).toBeInTheDocument()
  expect(within(card('Publicações do Portal')).getByRole('link')).toHaveAttribute(
    'href',
    '/admin/publicacoes',
  )
  const heads = rest.sent('HEAD')
  expect(heads.map((r) => r.table).sort()).toEqual(
    [...Object.keys(empty), 'programas', 'home_banners', 'parcerias_solicitacoes'].sort(),
  )
  expect(heads.every((r) => r.prefer?.includes('count=exact'))).toBe(true)
  expect(rest.sent('GET')).toEqual([])
  const others = screen.getByRole('region', { name: 'Contatos, pessoas e mídia' })
  const inbox = within(others)
    .getByRole('link', { name: 'Propostas de parceria' })
    .closest('article') as HTMLElement
  expect(within(inbox).getByRole('link')).toHaveAttribute('href', '/admin/propostas')
  // Only the new ones are counted (status=eq.nova), without reading them.
  expect(await within(inbox).findByText('2 propostas novas')).toBeInTheDocument()
  expect(rest.sent('HEAD', 'parcerias_solicitacoes')[0]!.params.get('status')).toBe('eq.nova')
})

test('a count that fails says so and can be asked again', async () => {
  const rest = adminRest({ ...empty, home_banners: [], parcerias_solicitacoes: [] })
  let calls = 0
  // The first handler that matches answers: this one fails the first count of programas.
  server.use(
    http.head(`${TEST_ORIGIN}/rest/v1/programas`, () => {
      calls += 1
      return calls === 1
        ? new HttpResponse(null, { status: 500 })
        : new HttpResponse(null, { headers: { 'Content-Range': '*/7' } })
    }),
    ...rest.handlers,
  )
  const { user } = renderAdmin('/admin')
  const content = await screen.findByRole('region', { name: 'Conteúdo do site' })
  const card = within(content).getByRole('link', { name: 'Programas' }).closest('article')!
  const inCard = within(card as HTMLElement)
  expect(await inCard.findByText('Não foi possível contar.')).toBeVisible()
  await user.click(inCard.getByRole('button', { name: 'Tentar novamente: Programas' }))
  expect(await inCard.findByText('7 programas')).toBeInTheDocument()
  expect(calls).toBe(2)
})
