import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import { proposalRow } from '@/testing/admin-factories'
import { adminRest, postgrestError, type AdminRequest } from '@/testing/admin-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { ProposalDetailPage } from './proposal-detail-page'

const ADMIN_ID = '0b7e2c7a-4f0e-4d7e-9a51-1f2a3b4c5d6e'

const full = proposalRow(7, {
  organization_name: 'Associação Ação Jovem',
  contact_name: 'Ana Souza',
  email: 'ana@acao.org.br',
  phone: '+55 (11) 99999-0000',
  site_url: 'https://acao.org.br',
  instagram_url: 'https://instagram.com/acaojovem',
  cnpj: '12.345.678/0001-90',
  partnership_type: 'Divulgacao',
  organization_description: 'Educação e cidadania\nem São Paulo.',
  proposal: 'Primeira linha.\nSegunda linha.',
  created_at: '2026-11-23T17:05:00Z',
})

function serve(
  rows: ReturnType<typeof proposalRow>[],
  respond?: (r: AdminRequest) => Response | undefined,
) {
  const requests: AdminRequest[] = []
  server.use(
    ...adminRest(
      { parcerias_solicitacoes: rows },
      {
        requests,
        respond,
        // The database's trigger: who and when, filled on the way to `tratada`.
        onUpdate: (_table, row) =>
          row.status === 'tratada'
            ? {
                ...row,
                handled_at: '2026-11-24T13:30:00Z',
                handled_by: ADMIN_ID,
                handler: { full_name: 'Márcia Lima', email: 'marcia@mov.local' },
              }
            : { ...row, handled_at: null, handled_by: null, handler: null },
      },
    ),
  )
  return requests
}

function renderDetail(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/propostas/:id" element={<ProposalDetailPage />} />
      <Route path="/admin/propostas" element={<h1>Lista de propostas</h1>} />
    </Routes>,
    { route: `/admin/propostas/${id}` },
  )
}

const value = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!
  return term.nextElementSibling as HTMLElement
}

test('shows every field of the proposal with pt-BR labels, links and line breaks', async () => {
  serve([full])
  renderDetail(full.id)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Associação Ação Jovem' }),
  ).toBeInTheDocument()
  const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' })
  expect(within(trail).getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/admin')
  expect(within(trail).getByRole('link', { name: 'Propostas de parceria' })).toHaveAttribute(
    'href',
    '/admin/propostas',
  )
  expect(within(trail).getByText('Associação Ação Jovem')).toHaveAttribute('aria-current', 'page')

  expect(value('Organização')).toHaveTextContent('Associação Ação Jovem')
  expect(value('Contato')).toHaveTextContent('Ana Souza')
  expect(within(value('E-mail')).getByRole('link')).toHaveAttribute(
    'href',
    'mailto:ana@acao.org.br',
  )
  expect(within(value('Telefone')).getByRole('link')).toHaveAttribute('href', 'tel:+5511999990000')
  for (const [label, href] of [
    ['Site', 'https://acao.org.br'],
    ['Instagram', 'https://instagram.com/acaojovem'],
  ]) {
    const link = within(value(label!)).getByRole('link')
    expect(link).toHaveAttribute('href', href)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName(`${href} (abre em nova aba)`)
  }
  expect(value('CNPJ')).toHaveTextContent('12.345.678/0001-90')
  expect(value('Tipo de parceria')).toHaveTextContent('Divulgação')
  expect(value('Descrição da organização').textContent).toBe('Educação e cidadania\nem São Paulo.')
  expect(value('Proposta').textContent).toBe('Primeira linha.\nSegunda linha.')
  expect(value('Proposta').querySelector('.whitespace-pre-line')).not.toBeNull()
  expect(value('Recebida em')).toHaveTextContent('23/11/2026 14:05')
  expect(value('Status')).toHaveTextContent('Nova')
  expect(screen.queryByText('Tratada em')).not.toBeInTheDocument()
})

test('missing optional fields say "Não informado"', async () => {
  serve([proposalRow(3)])
  renderDetail(proposalRow(3).id)
  await screen.findByRole('heading', { level: 1, name: 'Organização 3' })
  for (const label of ['Telefone', 'Site', 'Instagram', 'CNPJ']) {
    expect(value(label)).toHaveTextContent('Não informado')
  }
})

test('"Marcar como tratada" sends only the status, then shows who handled it and when', async () => {
  const requests = serve([full])
  const { user } = renderDetail(full.id)
  await user.click(await screen.findByRole('button', { name: 'Marcar como tratada' }))
  expect(await findToast('Proposta marcada como tratada')).toHaveAttribute(
    'data-variant',
    'success',
  )
  const patch = requests.find((r) => r.method === 'PATCH')!
  expect(patch.url.searchParams.get('id')).toBe(`eq.${full.id}`)
  expect(patch.body).toEqual({ status: 'tratada' })
  expect(await screen.findByText('Tratada em')).toBeInTheDocument()
  expect(value('Tratada em')).toHaveTextContent('24/11/2026 10:30')
  expect(value('Tratada por')).toHaveTextContent('Márcia Lima')
  expect(value('Status')).toHaveTextContent('Tratada')

  await user.click(screen.getByRole('button', { name: 'Marcar como nova' }))
  await waitFor(() => expect(screen.queryByText('Tratada em')).not.toBeInTheDocument())
  expect(requests.filter((r) => r.method === 'PATCH').at(-1)!.body).toEqual({ status: 'nova' })
  expect(screen.getByRole('button', { name: 'Marcar como tratada' })).toBeInTheDocument()
})

test('a refused change (403) shows the pt-BR permission message and keeps the status', async () => {
  serve([full], (r) =>
    r.method === 'PATCH'
      ? postgrestError(403, '42501', 'permission denied for table parcerias_solicitacoes')
      : undefined,
  )
  const { user } = renderDetail(full.id)
  await user.click(await screen.findByRole('button', { name: 'Marcar como tratada' }))
  const toast = await findToast('Não foi possível alterar o status.')
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  expect(toast).toHaveTextContent(
    'Sua conta não tem permissão para esta ação. É necessária uma conta com o perfil de administrador.',
  )
  expect(value('Status')).toHaveTextContent('Nova')
})

test('"Excluir" asks first, naming the organisation, and deletes only after confirming', async () => {
  const rows = [full]
  const requests = serve(rows)
  const { user } = renderDetail(full.id)
  await user.click(await screen.findByRole('button', { name: 'Excluir' }))
  let dialog = screen.getByRole('alertdialog', { name: 'Excluir proposta?' })
  expect(dialog).toHaveTextContent(
    'A proposta de Associação Ação Jovem será excluída definitivamente.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(requests.some((r) => r.method === 'DELETE')).toBe(false)

  await user.click(screen.getByRole('button', { name: 'Excluir' }))
  dialog = screen.getByRole('alertdialog', { name: 'Excluir proposta?' })
  await user.click(within(dialog).getByRole('button', { name: 'Excluir proposta' }))
  expect(await screen.findByRole('heading', { name: 'Lista de propostas' })).toBeInTheDocument()
  expect(await findToast('Proposta excluída')).toHaveTextContent(
    'A proposta de Associação Ação Jovem foi excluída.',
  )
  const deletes = requests.filter((r) => r.method === 'DELETE')
  expect(deletes).toHaveLength(1)
  expect(deletes[0]!.url.searchParams.get('id')).toBe(`eq.${full.id}`)
  expect(rows).toHaveLength(0)
})

test('a delete that removes nothing (hidden by row-level security) says so and stays', async () => {
  serve([full], (r) => (r.method === 'DELETE' ? Response.json([]) : undefined))
  const { user } = renderDetail(full.id)
  await user.click(await screen.findByRole('button', { name: 'Excluir' }))
  await user.click(screen.getByRole('button', { name: 'Excluir proposta' }))
  expect(await findToast('Não foi possível excluir a proposta.')).toHaveTextContent(
    'O registro não foi encontrado',
  )
  expect(
    screen.getByRole('heading', { level: 1, name: 'Associação Ação Jovem' }),
  ).toBeInTheDocument()
})

test('an unknown id shows the not-found state with a link back to the list', async () => {
  serve([full])
  renderDetail('00000000-0000-4000-8000-999999999999')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Proposta não encontrada' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Esta proposta não existe ou foi excluída.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar para as propostas' })).toHaveAttribute(
    'href',
    '/admin/propostas',
  )
})

test('a failed read shows the error, and "Tentar novamente" asks again', async () => {
  let fail = true
  serve([full], () => (fail ? postgrestError(500, 'XX000', 'boom') : undefined))
  const { user } = renderDetail(full.id)
  expect(await screen.findByText('Não foi possível carregar a proposta.')).toBeInTheDocument()
  fail = false
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Associação Ação Jovem' }),
  ).toBeInTheDocument()
})
