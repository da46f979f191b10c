import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AdminRequest } from '@/testing/admin-rest'
import { ana } from '@/testing/auth'
import { memberData, memberRest, type LedgerRow } from '@/testing/mov-plus-member'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { MyPointsSection } from './my-points-section'

function entry(n: number, overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: `entry-${n}`,
    points: 10 * n,
    reason: `Lançamento ${n}`,
    mission_title: null,
    awarded_by_name: 'Beatriz Nunes',
    // Newest first: entry 1 is the most recent.
    created_at: new Date(Date.UTC(2026, 10, 25 - n, 15, 0)).toISOString(),
    ...overrides,
  }
}

/** "Saldo", "Reservados" and "Disponíveis" at the top of "Meus pontos". */
const figures = async (region: HTMLElement) => {
  const group = await within(region).findByRole('group', { name: 'Seus pontos' })
  return Object.fromEntries(
    within(group)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

test('the saldo, the points reserved by pending requests and the available points, in those words', async () => {
  const data = memberData({
    balance: 380,
    resgates: [
      {
        id: 'x1',
        user_id: ana.id,
        reward_id: 'r1',
        status: 'pendente',
        refusal_reason: null,
        created_at: '2026-11-19T21:00:00Z',
        reward: { title: 'Camiseta MOV', cost: 200 },
      },
      {
        id: 'x2',
        user_id: ana.id,
        reward_id: 'r2',
        status: 'recusado',
        refusal_reason: 'Sem estoque',
        created_at: '2026-11-01T21:00:00Z',
        reward: { title: 'Kit de cadernos', cost: 120 },
      },
    ],
  })
  server.use(...memberRest(data))
  renderWithProviders(<MyPointsSection userId={ana.id} />)
  const region = screen.getByRole('region', { name: 'Meus pontos' })
  expect(await figures(region)).toEqual({
    Saldo: '380 pontos',
    Reservados: '200 pontos',
    Disponíveis: '180 pontos',
  })
  expect(region).toHaveTextContent(
    'Reservados: pontos de pedidos de resgate aguardando a presidência. Disponíveis: o saldo menos os reservados, para novos resgates.',
  )
})

test('the balance and the ledger: reason, mission, signed points, Brazil time and who awarded it', async () => {
  const data = memberData({
    balance: 1200,
    ledger: [
      entry(1, {
        points: -120,
        reason: 'Resgate: Kit de cadernos',
        // 02:30 UTC is still the day before in São Paulo.
        created_at: '2026-11-25T02:30:00Z',
      }),
      entry(2, {
        points: 150,
        reason: 'Trilha concluída',
        mission_title: 'Conclua uma trilha formativa',
        awarded_by_name: null,
      }),
    ],
  })
  server.use(...memberRest(data))
  renderWithProviders(<MyPointsSection userId={ana.id} />)
  const region = screen.getByRole('region', { name: 'Meus pontos' })
  expect((await figures(region)).Saldo).toBe('1.200 pontos')
  const items = await within(region).findAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('Resgate: Kit de cadernos')
  expect(items[0]).toHaveTextContent('24/11/2026 às 23:30')
  expect(items[0]).toHaveTextContent('Registrado por Beatriz Nunes')
  expect(items[0]).toHaveTextContent('−120 pontos')
  expect(items[1]).toHaveTextContent('Missão: Conclua uma trilha formativa')
  expect(items[1]).toHaveTextContent('+150 pontos')
  expect(items[1]).toHaveTextContent('Registrado pela presidência do MOV+')
  expect(within(region).queryByRole('navigation')).not.toBeInTheDocument()
})

test('the ledger pages ten entries at a time, asking the database for each page', async () => {
  const requests: AdminRequest[] = []
  const data = memberData({
    balance: 780,
    ledger: Array.from({ length: 12 }, (_, i) => entry(i + 1)),
  })
  server.use(...memberRest(data, { requests }))
  const { user } = renderWithProviders(<MyPointsSection userId={ana.id} />)
  const region = screen.getByRole('region', { name: 'Meus pontos' })
  expect(await within(region).findByText('Lançamento 1')).toBeInTheDocument()
  expect(within(region).getAllByRole('listitem')).toHaveLength(10)
  const nav = within(region).getByRole('navigation', { name: 'Páginas do extrato' })
  expect(nav).toHaveTextContent('Página 1 de 2')
  expect(within(nav).getByRole('button', { name: 'Mais recentes' })).toBeDisabled()
  await user.click(within(nav).getByRole('button', { name: 'Anteriores' }))
  expect(await within(region).findByText('Lançamento 11')).toBeInTheDocument()
  expect(within(region).getAllByRole('listitem')).toHaveLength(2)
  expect(nav).toHaveTextContent('Página 2 de 2')
  expect(within(nav).getByRole('button', { name: 'Anteriores' })).toBeDisabled()
  const pages = requests
    .filter((r) => r.table === 'rpc/mov_plus_my_ledger')
    .map((r) => r.body as { p_limit: number; p_offset: number })
  expect(pages).toEqual([
    { p_limit: 10, p_offset: 0 },
    { p_limit: 10, p_offset: 10 },
  ])
  await user.click(within(nav).getByRole('button', { name: 'Mais recentes' }))
  expect(await within(region).findByText('Lançamento 1')).toBeInTheDocument()
})

test('an empty ledger says how to start', async () => {
  server.use(...memberRest(memberData()))
  renderWithProviders(<MyPointsSection userId={ana.id} />)
  const region = screen.getByRole('region', { name: 'Meus pontos' })
  expect(await figures(region)).toEqual({
    Saldo: '0 pontos',
    Reservados: '0 pontos',
    Disponíveis: '0 pontos',
  })
  expect(
    await within(region).findByText('Você ainda não tem pontos. Cumpra uma missão para começar!'),
  ).toBeInTheDocument()
})

test('a failed ledger shows a pt-BR error with a retry that loads it', async () => {
  let failures = 1
  const data = memberData({ balance: 10, ledger: [entry(1)] })
  server.use(
    ...memberRest(data, {
      refuse: (request) => {
        if (request.table === 'rpc/mov_plus_my_ledger' && failures-- > 0)
          return { status: 500, code: 'XX000', message: 'boom' }
      },
    }),
  )
  const { user } = renderWithProviders(<MyPointsSection userId={ana.id} />)
  const region = screen.getByRole('region', { name: 'Meus pontos' })
  expect(await within(region).findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar seu extrato.',
  )
  await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }))
  expect(await within(region).findByText('Lançamento 1')).toBeInTheDocument()
})
