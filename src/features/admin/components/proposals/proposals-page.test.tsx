import { screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { proposalRow } from '@/testing/admin-factories'
import { adminRest, postgrestError, type AdminRequest } from '@/testing/admin-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { ProposalsPage } from './proposals-page'

afterEach(() => vi.restoreAllMocks())

function Probe({ children }: { children: ReactNode }) {
  const location = useLocation()
  return (
    <>
      <output data-testid="location">{location.search}</output>
      {children}
    </>
  )
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '')

function serve(
  rows: ReturnType<typeof proposalRow>[],
  respond?: (r: AdminRequest) => Response | undefined,
) {
  const requests: AdminRequest[] = []
  server.use(...adminRest({ parcerias_solicitacoes: rows }, { requests, respond }))
  const reads = () => requests.filter((r) => r.method === 'GET').map((r) => r.url.searchParams)
  return { requests, reads }
}

function renderAt(route: string) {
  return renderWithProviders(<ProposalsPage />, { route, wrapper: Probe })
}

const table = () => screen.getByRole('table', { name: 'Propostas de parceria recebidas' })
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

test('lists proposals newest first, twenty a page, each row with its fields and a link to the detail', async () => {
  const rows = Array.from({ length: 22 }, (_, i) => proposalRow(i + 1))
  rows[21] = proposalRow(22, {
    organization_name: 'Associação Ação Jovem',
    contact_name: 'Ana Souza',
    email: 'ana@acao.org.br',
    partnership_type: 'Pro-bono',
    // 17:05 UTC is 14:05 in São Paulo.
    created_at: '2026-11-23T17:05:00Z',
    status: 'tratada',
    handled_at: '2026-11-24T10:00:00Z',
  })
  const { reads } = serve(rows)
  renderAt('/admin/propostas')
  expect(
    screen.getByRole('heading', { level: 1, name: 'Propostas de parceria' }),
  ).toBeInTheDocument()
  const first = await screen.findByRole('row', { name: /Associação Ação Jovem/ })
  expect(rowNames()).toHaveLength(20)
  expect(rowNames().slice(0, 3)).toEqual([
    'Associação Ação Jovem',
    'Organização 21',
    'Organização 20',
  ])
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Ana Souza', 'ana@acao.org.br', 'Pro-bono (Serviços)', '23/11/2026 14:05', 'Tratada'])
  expect(within(first).getByRole('link', { name: 'Associação Ação Jovem' })).toHaveAttribute(
    'href',
    `/admin/propostas/${rows[21]!.id}`,
  )
  expect(screen.getByText('22 propostas encontradas.')).toBeInTheDocument()
  expect(screen.getByText('Página 1 de 2.')).toBeInTheDocument()
  const read = reads().at(-1)!
  expect(read.get('order')).toBe('created_at.desc,id.desc')
  expect(read.get('limit')).toBe('20')
  expect(read.get('offset')).toBe('0')
})

test('reads the type and status filters from the URL, asks for them, and a change resets the page', async () => {
  const rows = [
    proposalRow(1, { partnership_type: 'Financeira', status: 'nova' }),
    proposalRow(2, {
      partnership_type: 'Financeira',
      status: 'tratada',
      handled_at: '2026-11-02T00:00:00Z',
    }),
    proposalRow(3, { partnership_type: 'Divulgacao', status: 'nova' }),
  ]
  const { reads } = serve(rows)
  const { user } = renderAt('/admin/propostas?tipo=Financeira&status=nova&pagina=1')
  await screen.findByRole('row', { name: /Organização 1/ })
  expect(rowNames()).toEqual(['Organização 1'])
  expect(reads().at(-1)!.get('partnership_type')).toBe('eq.Financeira')
  expect(reads().at(-1)!.get('status')).toBe('eq.nova')
  expect(screen.getByRole('combobox', { name: 'Tipo de parceria' })).toHaveValue('Financeira')
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('nova')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de parceria' }), 'Divulgação')
  await expect.poll(rowNames).toEqual(['Organização 3'])
  expect(search().get('tipo')).toBe('Divulgacao')
  expect(search().get('status')).toBe('nova')
  expect(search().has('pagina')).toBe(false)
  expect(reads().at(-1)!.get('partnership_type')).toBe('eq.Divulgacao')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Todos os status')
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Tipo de parceria' }),
    'Todos os tipos',
  )
  await expect.poll(rowNames).toEqual(['Organização 3', 'Organização 2', 'Organização 1'])
  expect(search().toString()).toBe('')
})

test('searches organisation, contact and e-mail, with the characters PostgREST reads stripped', async () => {
  const rows = [
    proposalRow(1, { organization_name: 'Instituto Aurora' }),
    proposalRow(2, { contact_name: 'Bruno Aurora' }),
    proposalRow(3, { email: 'x@aurora.org' }),
    proposalRow(4),
  ]
  const { reads } = serve(rows)
  const { user } = renderAt('/admin/propostas?pagina=2')
  await screen.findByText('Esta página não existe.')
  await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '(aurora),*{enter}')
  await expect.poll(rowNames).toEqual(['Organização 3', 'Organização 2', 'Instituto Aurora'])
  expect(search().get('q')).toBe('(aurora),*')
  expect(search().has('pagina')).toBe(false)
  // search_text: organisation, contact and e-mail, folded by the database.
  expect(reads().at(-1)!.getAll('search_text')).toEqual(['ilike.*aurora*'])
})

test('says when nothing was received yet', async () => {
  serve([])
  renderAt('/admin/propostas')
  expect(await screen.findByText('Nenhuma proposta recebida ainda.')).toBeInTheDocument()
})

test('says when no proposal matches the filters, and "Limpar filtros" clears them', async () => {
  serve([proposalRow(1, { partnership_type: 'Outro' })])
  const { user } = renderAt('/admin/propostas?tipo=Financeira&q=nada')
  expect(await screen.findByText('Nenhuma proposta com estes filtros.')).toBeInTheDocument()
  expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('nada')
  await user.click(screen.getByRole('button', { name: 'Limpar filtros' }))
  await expect.poll(rowNames).toEqual(['Organização 1'])
  expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('')
})

test('a failed read shows the error, and "Tentar novamente" asks again', async () => {
  let fail = true
  serve([proposalRow(1)], () => (fail ? postgrestError(500, 'XX000', 'boom') : undefined))
  const { user } = renderAt('/admin/propostas')
  expect(await screen.findByText('Não foi possível carregar as propostas.')).toBeInTheDocument()
  fail = false
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  await expect.poll(rowNames).toEqual(['Organização 1'])
})

async function captureDownload() {
  const blobs: Blob[] = []
  const names: string[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return 'blob:test'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  return { blobs, names }
}

test('exports every proposal matching the filters, a thousand at a time, as a UTF-8 CSV with BOM', async () => {
  const rows = Array.from({ length: 2050 }, (_, i) =>
    proposalRow(i + 1, { partnership_type: i % 2 === 0 ? 'Financeira' : 'Outro' }),
  )
  rows[0] = proposalRow(1, {
    organization_name: 'Associação Ação Jovem',
    contact_name: 'Ana Souza',
    email: 'ana@acao.org.br',
    phone: '+55 11 99999-0000',
    proposal: 'Oficinas de educação,\ncidadania e "inclusão"',
    status: 'tratada',
    handled_at: '2026-11-24T13:30:00Z',
    handled_by: '0b7e2c7a-4f0e-4d7e-9a51-1f2a3b4c5d6e',
    handler: { full_name: 'Márcia Lima', email: 'marcia@mov.local' },
  })
  const { reads } = serve(rows)
  const { blobs, names } = await captureDownload()
  const { user } = renderAt('/admin/propostas?tipo=Financeira')
  await screen.findByRole('row', { name: /Organização 2049/ })
  const before = reads().length
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }))
  expect(await findToast('Exportação concluída')).toHaveTextContent('1.025 propostas no arquivo.')

  const exportReads = reads().slice(before)
  expect(exportReads.map((p) => [p.get('offset'), p.get('limit')])).toEqual([
    ['0', '1000'],
    ['1000', '1000'],
  ])
  for (const p of exportReads) {
    expect(p.get('partnership_type')).toBe('eq.Financeira')
    expect(p.get('select')).toBe(
      '*,handler:profiles!parcerias_solicitacoes_handled_by_fkey(full_name,email)',
    )
  }
  expect(names).toEqual([expect.stringMatching(/^propostas-\d{4}-\d{2}-\d{2}\.csv$/)])
  expect(blobs).toHaveLength(1)
  const bytes = new Uint8Array(await blobs[0]!.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const csv = new TextDecoder().decode(bytes)
  const lines = csv.split('\r\n')
  expect(lines[0]).toBe(
    '"ID","Recebida em","Organização","Contato","E-mail","Telefone","Site","Instagram","CNPJ","Tipo de parceria","Descrição da organização","Proposta","Status","Tratada em","Tratada por"',
  )
  expect(lines).toHaveLength(1025 + 2)
  // 01:00 UTC on 1 November is still 31 October in São Paulo.
  expect(lines.find((line) => line.startsWith(`"${rows[0]!.id}"`))).toBe(
    `"${rows[0]!.id}","31/10/2026 22:00","Associação Ação Jovem","Ana Souza","ana@acao.org.br","'+55 11 99999-0000","","","","Financeira","Descrição 1","Oficinas de educação,\ncidadania e ""inclusão""","Tratada","24/11/2026 10:30","Márcia Lima"`,
  )
})

test('a failed export says so in pt-BR and leaves the button ready again', async () => {
  const { blobs } = await captureDownload()
  serve([proposalRow(1)], (r) =>
    r.method === 'GET' && r.url.searchParams.get('limit') === '1000'
      ? postgrestError(403, '42501', 'permission denied for table parcerias_solicitacoes')
      : undefined,
  )
  const { user } = renderAt('/admin/propostas')
  await screen.findByRole('row', { name: /Organização 1/ })
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }))
  const toast = await findToast('Não foi possível exportar as propostas.')
  expect(toast).toHaveTextContent('Sua conta não tem permissão para esta ação.')
  await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled())
  expect(blobs).toHaveLength(0)
})
