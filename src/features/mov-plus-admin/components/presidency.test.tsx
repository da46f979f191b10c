import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ana } from '@/testing/auth'
import { uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { postgrestError } from '@/testing/admin-rest'
import { findToast } from '@/testing/toasts'
import type { AdminAccount } from '@/staff/account'
import { adminRest } from '@/staff/testing/admin-rest'
import { renderPresidency } from '../testing/presidency'

type Row = Record<string, unknown>

const member = { id: uuid(50), full_name: 'Bruno Lima', email: 'bruno@example.org' }
const president = { id: uuid(51), full_name: 'Paula Reis', email: 'paula@example.org' }
const missions = [
  {
    id: uuid(60),
    title: 'Levar um amigo a um encontro',
    points: 50,
    is_active: true,
    display_order: 10,
  },
  { id: uuid(61), title: 'Escrever para o blog', points: 120, is_active: true, display_order: 20 },
]
const rewards = [{ id: uuid(70), title: 'Camiseta MOV', cost: 300, stock: 1 }]

function entry(n: number, overrides: Row = {}): Row {
  return {
    id: uuid(80 + n),
    user_id: member.id,
    points: 50,
    reason: `Missão ${n}`,
    mission_id: null,
    redemption_id: null,
    reverses_id: null,
    awarded_by: president.id,
    created_at: `2026-11-${String(10 + n).padStart(2, '0')}T15:00:00Z`,
    ...overrides,
  }
}

function serve(
  tables: Partial<Record<string, Row[]>> = {},
  rpc: Record<string, (args: Row, rows: Record<string, Row[]>) => unknown> = {},
) {
  const rest = adminRest(
    {
      profiles: [member, president],
      mov_plus_missoes: missions,
      mov_plus_recompensas: rewards,
      mov_plus_pontos: [],
      mov_plus_saldos: [],
      mov_plus_resgates: [],
      mov_plus_conclusoes: [],
      ...tables,
    } as Record<string, Row[]>,
    {
      mov_plus_search_members: () => [{ ...member, balance: 350 }],
      ...rpc,
    },
  )
  server.use(...rest.handlers)
  return rest
}

test('the dashboard shows the month’s points, what waits, and the missions that give most', async () => {
  serve(
    {},
    {
      mov_plus_stats: () => [
        { points_this_month: 1250, pending_redemptions: 3, pending_completions: 1 },
      ],
      mov_plus_top_missions: () => [
        {
          mission_id: uuid(60),
          title: 'Levar um amigo a um encontro',
          times_awarded: 12,
          points: 600,
        },
      ],
    },
  )
  renderPresidency('/mov-plus/admin')
  expect(await screen.findByText('1.250')).toBeInTheDocument()
  expect(screen.getByText('Resgates pendentes').closest('li')).toHaveTextContent('3')
  expect(screen.getByRole('link', { name: 'Abrir: Resgates pendentes' })).toHaveAttribute(
    'href',
    '/mov-plus/admin/resgates',
  )
  expect(await screen.findByText('12 vezes · 600 pontos')).toBeInTheDocument()
})

test('points are given for a mission to a member found by name; a hand-made entry needs points and a reason', async () => {
  const rest = serve(
    {
      mov_plus_pontos: [entry(1, { points: 400 }), entry(2, { points: -50 })],
      mov_plus_saldos: [{ user_id: member.id, points: 350, updated_at: '2026-11-12T15:00:00Z' }],
    },
    {
      // As the database answers: the entry written (a mission's award is worth its points).
      mov_plus_award_points: (args) => ({
        id: uuid(99),
        points: args.p_points ?? 50,
        ...args,
      }),
    },
  )
  const { user } = renderPresidency('/mov-plus/admin/pontos')
  await user.type(await screen.findByRole('searchbox', { name: 'Buscar membro' }), 'bruno{enter}')
  await user.click(await screen.findByRole('button', { name: 'Escolher Bruno Lima' }))
  const chosen = await screen.findByRole('region', { name: 'Membro escolhido' })
  expect(within(chosen).getByText('Saldo: 350 pontos')).toBeInTheDocument()
  // With a mission chosen, the points are the mission's, shown and not editable.
  const missionPoints = within(chosen).getByRole('textbox', { name: /^Pontos/ })
  expect(missionPoints).toHaveValue('50')
  expect(missionPoints).toHaveAttribute('readonly')
  expect(missionPoints).toHaveAccessibleDescription(
    'Esta missão vale 50 pontos. Para dar outro valor, escolha “Outro motivo”.',
  )

  await user.click(within(chosen).getByRole('button', { name: 'Dar pontos' }))
  await findToast('50 pontos dados para Bruno Lima.')
  expect(rest.sent('POST', 'rpc/mov_plus_award_points')[0]!.body).toEqual({
    p_user_id: member.id,
    p_points: null,
    p_mission_id: uuid(60),
  })

  await user.selectOptions(
    within(chosen).getByRole('combobox', { name: 'Missão' }),
    'Outro motivo (informe abaixo)',
  )
  await user.click(within(chosen).getByRole('button', { name: 'Dar pontos' }))
  expect(
    await within(chosen).findByText('Informe os pontos: um número inteiro de 1 a 100.000.'),
  ).toBeInTheDocument()
  expect(within(chosen).getByText('Informe o motivo.')).toBeInTheDocument()
  expect(rest.sent('POST', 'rpc/mov_plus_award_points')).toHaveLength(1)
  await user.type(within(chosen).getByRole('textbox', { name: /^Pontos/ }), '30')
  await user.type(within(chosen).getByRole('textbox', { name: /^Motivo/ }), 'Ajuda na feira')
  await user.click(within(chosen).getByRole('button', { name: 'Dar pontos' }))
  await findToast('30 pontos dados para Bruno Lima.')
  expect(rest.sent('POST', 'rpc/mov_plus_award_points')[1]!.body).toEqual({
    p_user_id: member.id,
    p_points: 30,
    p_reason: 'Ajuda na feira',
  })
}, 15_000) // a long journey of typing: above the 5 s default on a busy machine

test('a member opened by address shows the balance the database keeps, without reading the whole ledger', async () => {
  const rest = serve({
    mov_plus_pontos: [entry(1, { points: 400 }), entry(2, { points: -50 })],
    mov_plus_saldos: [{ user_id: member.id, points: 350, updated_at: '2026-11-12T15:00:00Z' }],
  })
  renderPresidency(`/mov-plus/admin/pontos?membro=${member.id}`)
  const chosen = await screen.findByRole('region', { name: 'Membro escolhido' })
  expect(await within(chosen).findByText('Saldo: 350 pontos')).toBeInTheDocument()
  const ledgerReads = rest.sent('GET', 'mov_plus_pontos')
  // Only the ledger's page of 20 (and the undone marks), never the whole column of points.
  expect(ledgerReads.map((r) => r.params.get('select'))).not.toContain('points')
  expect(rest.sent('GET', 'mov_plus_saldos').map((r) => r.params.get('select'))).toEqual(['points'])
})

test('the database’s refusal is shown in pt-BR and the form keeps what was typed', async () => {
  serve(
    {},
    {
      mov_plus_award_points: () =>
        postgrestError(400, 'P0001', 'Você não pode dar pontos a si mesmo.'),
    },
  )
  const { user } = renderPresidency(`/mov-plus/admin/pontos?membro=${member.id}`)
  const chosen = await screen.findByRole('region', { name: 'Membro escolhido' })
  await user.type(within(chosen).getByRole('textbox', { name: /^Motivo/ }), 'Bônus')
  await user.click(within(chosen).getByRole('button', { name: 'Dar pontos' }))
  expect(await within(chosen).findByRole('alert')).toHaveTextContent(
    'Você não pode dar pontos a si mesmo.',
  )
  expect(within(chosen).getByRole('textbox', { name: /^Motivo/ })).toHaveValue('Bônus')
})

test('an entry is undone by a reversal after a question; undone entries and debits offer no undo', async () => {
  const rest = serve(
    {
      mov_plus_pontos: [
        entry(1),
        entry(2, { reason: 'Missão antiga' }),
        entry(3, { points: -50, reason: 'Estorno: Missão antiga', reverses_id: uuid(82) }),
        entry(4, { points: -300, reason: 'Resgate: Camiseta MOV', redemption_id: uuid(90) }),
      ],
    },
    { mov_plus_undo_points: (args) => ({ id: uuid(98), ...args }) },
  )
  const { user } = renderPresidency(`/mov-plus/admin/pontos?membro=${member.id}`)
  const ledger = await screen.findByRole('region', { name: 'Extrato do membro' })
  await within(ledger).findByText('4 lançamentos')
  const rows = within(ledger).getAllByRole('row').slice(1)
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
    'Resgate: Camiseta MOV',
    'Estorno: Missão antiga',
    'Missão antiga',
    'Missão 1',
  ])
  expect(within(rows[0]!).queryByRole('button')).toBeNull()
  expect(within(rows[1]!).queryByRole('button')).toBeNull()
  expect(within(rows[2]!).getByText('Estornado')).toBeInTheDocument()
  expect(within(rows[3]!).getByText('Paula Reis')).toBeInTheDocument()
  expect(within(rows[3]!).getByText('+50')).toBeInTheDocument()

  await user.click(within(rows[3]!).getByRole('button', { name: 'Estornar “Missão 1”' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Estornar este lançamento?' })
  expect(dialog).toHaveTextContent('Um novo lançamento de −50 pontos compensa “Missão 1”.')
  await user.click(within(dialog).getByRole('button', { name: 'Estornar' }))
  await findToast('Lançamento estornado.')
  expect(rest.sent('POST', 'rpc/mov_plus_undo_points')[0]!.body).toEqual({ p_entry_id: uuid(81) })
})

test('a pending redemption is approved after a question; a refusal from the database stays in the dialog', async () => {
  let refuse = true
  const rest = serve(
    {
      mov_plus_resgates: [
        {
          id: uuid(90),
          user_id: member.id,
          reward_id: uuid(70),
          status: 'pendente',
          refusal_reason: null,
          decided_by: null,
          decided_at: null,
          created_at: '2026-11-20T12:00:00Z',
          updated_at: '2026-11-20T12:00:00Z',
        },
      ],
    },
    {
      mov_plus_decide_redemption: (args) =>
        refuse
          ? postgrestError(400, 'P0001', 'Esta recompensa está sem estoque.')
          : { id: args.p_redemption_id, status: 'aprovado' },
    },
  )
  const { user } = renderPresidency('/mov-plus/admin/resgates')
  const item = (await screen.findByRole('heading', { name: 'Camiseta MOV' })).closest('li')!
  expect(item).toHaveTextContent('Bruno Lima · bruno@example.org')
  expect(item).toHaveTextContent('300 pontos · 1 em estoque')
  await user.click(within(item).getByRole('button', { name: 'Aprovar: Camiseta MOV, Bruno Lima' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Aprovar este resgate?' })
  expect(dialog).toHaveTextContent(
    'Bruno Lima recebe “Camiseta MOV”: 300 pontos saem do saldo e uma unidade sai do estoque.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Esta recompensa está sem estoque.',
  )
  refuse = false
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }))
  await findToast('Resgate aprovado: pontos e estoque descontados.')
  expect(rest.sent('POST', 'rpc/mov_plus_decide_redemption').at(-1)!.body).toEqual({
    p_redemption_id: uuid(90),
    p_approve: true,
  })
})

test('refusing needs a reason the member will read', async () => {
  const rest = serve(
    {
      mov_plus_resgates: [
        {
          id: uuid(90),
          user_id: member.id,
          reward_id: uuid(70),
          status: 'pendente',
          refusal_reason: null,
          decided_by: null,
          decided_at: null,
          created_at: '2026-11-20T12:00:00Z',
          updated_at: '2026-11-20T12:00:00Z',
        },
      ],
    },
    { mov_plus_decide_redemption: (args) => ({ id: args.p_redemption_id, status: 'recusado' }) },
  )
  const { user } = renderPresidency('/mov-plus/admin/resgates')
  await user.click(await screen.findByRole('button', { name: 'Recusar: Camiseta MOV, Bruno Lima' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Recusar este resgate?' })
  await user.click(within(dialog).getByRole('button', { name: 'Recusar' }))
  expect(await within(dialog).findByText('Informe o motivo da recusa.')).toBeInTheDocument()
  expect(rest.sent('POST', 'rpc/mov_plus_decide_redemption')).toHaveLength(0)
  await user.type(
    within(dialog).getByRole('textbox', { name: /^Motivo da recusa/ }),
    'Pedido duplicado',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Recusar' }))
  await findToast('Resgate recusado.')
  expect(rest.sent('POST', 'rpc/mov_plus_decide_redemption')[0]!.body).toEqual({
    p_redemption_id: uuid(90),
    p_approve: false,
    p_reason: 'Pedido duplicado',
  })
})

test('the signed-in staff member’s own pending requests offer no decision and say who decides', async () => {
  const self = { id: ana.id, full_name: 'Ana Souza', email: ana.email }
  const pending = { status: 'pendente', refusal_reason: null, decided_by: null, decided_at: null }
  const rest = serve({
    profiles: [member, president, self],
    mov_plus_resgates: [
      {
        ...pending,
        id: uuid(92),
        user_id: self.id,
        reward_id: uuid(70),
        created_at: '2026-11-20T12:00:00Z',
        updated_at: '2026-11-20T12:00:00Z',
      },
      {
        ...pending,
        id: uuid(93),
        user_id: member.id,
        reward_id: uuid(70),
        created_at: '2026-11-21T12:00:00Z',
        updated_at: '2026-11-21T12:00:00Z',
      },
    ],
    mov_plus_conclusoes: [
      {
        ...pending,
        id: uuid(94),
        user_id: self.id,
        mission_id: uuid(61),
        note: null,
        link_url: null,
        created_at: '2026-11-20T12:00:00Z',
        updated_at: '2026-11-20T12:00:00Z',
      },
    ],
  })
  const { user } = renderPresidency('/mov-plus/admin/resgates')
  const list = await screen.findByRole('list', { name: 'Pedidos de resgate' })
  const [own, other] = within(list).getAllByRole('listitem')
  expect(own).toHaveTextContent('Ana Souza · ana@mov.local')
  expect(within(own!).queryByRole('button')).toBeNull()
  expect(own).toHaveTextContent(
    'Este pedido é seu: outra pessoa da presidência do MOV+ precisa decidir. Ninguém decide o próprio resgate.',
  )
  expect(
    within(other!).getByRole('button', { name: 'Aprovar: Camiseta MOV, Bruno Lima' }),
  ).toBeInTheDocument()
  expect(other).not.toHaveTextContent('Este pedido é seu')

  await user.click(screen.getByRole('link', { name: 'Missões concluídas' }))
  const mission = (await screen.findByRole('heading', { name: 'Escrever para o blog' })).closest(
    'li',
  )!
  expect(within(mission).queryByRole('button')).toBeNull()
  expect(mission).toHaveTextContent(
    'Este aviso é seu: outra pessoa da presidência do MOV+ precisa decidir. Ninguém decide a própria missão.',
  )
  expect(rest.sent('POST', 'rpc/mov_plus_decide_redemption')).toHaveLength(0)
  expect(rest.sent('POST', 'rpc/mov_plus_decide_completion')).toHaveLength(0)
})

test('a member account is told which role is needed, and nothing is asked for', async () => {
  const rest = serve()
  const account: AdminAccount = {
    status: 'signed-in',
    userId: member.id,
    name: 'Bruno Lima',
    role: 'user',
  }
  renderPresidency('/mov-plus/admin', account)
  expect(
    await screen.findByText(
      /com o perfil de membro\. Para usar esta área, é necessária uma conta com o perfil de administrador do MOV\+/,
    ),
  ).toBeInTheDocument()
  await waitFor(() => expect(rest.requests).toEqual([]))
})

test('a mission reported as done is approved (the points are given by the database) or refused with a reason', async () => {
  const completion = (n: number, overrides: Row = {}) => ({
    id: uuid(40 + n),
    user_id: member.id,
    mission_id: uuid(61),
    note: 'Texto publicado no blog do núcleo.',
    link_url: 'https://blog.example.org/texto',
    status: 'pendente',
    refusal_reason: null,
    decided_by: null,
    decided_at: null,
    created_at: `2026-11-2${n}T12:00:00Z`,
    updated_at: `2026-11-2${n}T12:00:00Z`,
    ...overrides,
  })
  const rest = serve(
    { mov_plus_conclusoes: [completion(1)] },
    { mov_plus_decide_completion: (args) => ({ id: args.p_completion_id, status: 'aprovada' }) },
  )
  const { user } = renderPresidency('/mov-plus/admin/conclusoes')
  const item = (await screen.findByRole('heading', { name: 'Escrever para o blog' })).closest('li')!
  expect(item).toHaveTextContent('Comentário do membro: Texto publicado no blog do núcleo.')
  expect(
    within(item).getByRole('link', { name: 'https://blog.example.org/texto' }),
  ).toHaveAttribute('rel', 'noreferrer noopener')
  await user.click(
    within(item).getByRole('button', { name: 'Aprovar: Escrever para o blog, Bruno Lima' }),
  )
  const dialog = await screen.findByRole('alertdialog', { name: 'Aprovar esta missão?' })
  expect(dialog).toHaveTextContent(
    'Bruno Lima recebe 120 pontos pela missão “Escrever para o blog”.',
  )
  await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }))
  await findToast('Missão aprovada: pontos dados.')
  expect(rest.sent('POST', 'rpc/mov_plus_decide_completion')[0]!.body).toEqual({
    p_completion_id: uuid(41),
    p_approve: true,
  })
})

test('decided requests are listed with who decided when, and the reason of a refusal', async () => {
  serve({
    mov_plus_resgates: [
      {
        id: uuid(91),
        user_id: member.id,
        reward_id: uuid(70),
        status: 'recusado',
        refusal_reason: 'Sem saldo na data do pedido',
        decided_by: president.id,
        decided_at: '2026-11-22T13:00:00Z',
        created_at: '2026-11-20T12:00:00Z',
        updated_at: '2026-11-22T13:00:00Z',
      },
    ],
  })
  const { user } = renderPresidency('/mov-plus/admin/resgates')
  expect(await screen.findByText('Nenhum pedido pendente')).toBeInTheDocument()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Mostrar' }), 'Decididos')
  const item = (await screen.findByRole('heading', { name: 'Camiseta MOV' })).closest('li')!
  expect(item).toHaveTextContent(
    /Decidido em\s*22\/11\/2026 às 10:00 por Paula Reis — Recusado: Sem saldo na data do pedido/,
  )
  expect(within(item).queryByRole('button')).toBeNull()
})
