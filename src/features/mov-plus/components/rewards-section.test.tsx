import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AdminRequest } from '@/testing/admin-rest'
import { ana } from '@/testing/auth'
import { memberData, memberRest } from '@/testing/mov-plus-member'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { RewardsSection } from './rewards-section'

const reward = (id: string, title: string, cost: number, stock: number, order: number) => ({
  id,
  title,
  description: `${title} do MOV.`,
  cost,
  stock,
  image_url: null,
  is_active: true,
  display_order: order,
})

const rewards = [
  reward('r1', 'Camiseta MOV', 200, 25, 1),
  reward('r2', 'Ingresso para o Encontro', 500, 10, 2),
  reward('r3', 'Caneca MOV', 100, 0, 3),
]

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement

/** "Saldo", "Reservados" and "Disponíveis" as the summary above the rewards shows them. */
const figures = async () => {
  const group = await screen.findByRole('group', { name: 'Seus pontos' })
  return Object.fromEntries(
    within(group)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

test('"Resgatar" asks first, naming the reward, its cost and the balance after; then calls the rpc', async () => {
  const requests: AdminRequest[] = []
  server.use(...memberRest(memberData({ balance: 300, rewards }), { requests }))
  const { user } = renderWithProviders(<RewardsSection userId={ana.id} />)
  expect(await figures()).toEqual({
    Saldo: '300 pontos',
    Reservados: '0 pontos',
    Disponíveis: '300 pontos',
  })
  expect(await screen.findByText('Você ainda não pediu nenhuma recompensa.')).toBeInTheDocument()
  const camiseta = await card('Camiseta MOV')
  expect(camiseta).toHaveTextContent('200 pontos')
  expect(camiseta).toHaveTextContent('25 em estoque')
  await user.click(within(camiseta).getByRole('button', { name: 'Resgatar Camiseta MOV' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar resgate' })
  expect(dialog).toHaveTextContent(
    'Resgatar “Camiseta MOV” por 200 pontos? Os pontos ficam reservados até a presidência decidir. ' +
      'Disponíveis: de 300 pontos para 100 pontos agora. ' +
      'Saldo: de 300 pontos para 100 pontos quando o pedido for aprovado.',
  )
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
  expect(requests.some((r) => r.table === 'rpc/mov_plus_request_redemption')).toBe(false)
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }))
  expect(await findToast('Pedido de resgate enviado!')).toHaveAttribute('data-variant', 'success')
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(requests.find((r) => r.table === 'rpc/mov_plus_request_redemption')?.body).toEqual({
    p_reward_id: 'r1',
  })
  const mine = await screen.findByRole('list', { name: 'Meus resgates' })
  expect(await within(mine).findByText('Pendente')).toBeInTheDocument()
  expect(within(mine).getByText('Camiseta MOV')).toBeInTheDocument()
  // The request holds its points: the same words, the new figures.
  await waitFor(async () =>
    expect(await figures()).toEqual({
      Saldo: '300 pontos',
      Reservados: '200 pontos',
      Disponíveis: '100 pontos',
    }),
  )
})

test('with a request pending, the summary, the reasons and the confirmation all say Saldo, Reservados and Disponíveis', async () => {
  const kit = reward('r4', 'Kit de cadernos', 120, 40, 4)
  server.use(
    ...memberRest(
      memberData({
        balance: 380,
        rewards: [...rewards, kit],
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
        ],
      }),
    ),
  )
  const { user } = renderWithProviders(<RewardsSection userId={ana.id} />)
  expect(await figures()).toEqual({
    Saldo: '380 pontos',
    Reservados: '200 pontos',
    Disponíveis: '180 pontos',
  })
  const camiseta = within(await card('Camiseta MOV')).getByRole('button', {
    name: 'Resgatar Camiseta MOV',
  })
  await waitFor(() =>
    expect(camiseta).toHaveAccessibleDescription(
      'Faltam 20 pontos disponíveis para esta recompensa.',
    ),
  )
  expect(camiseta).toBeDisabled()
  const cadernos = within(await card('Kit de cadernos')).getByRole('button', {
    name: 'Resgatar Kit de cadernos',
  })
  expect(cadernos).toBeEnabled()
  await user.click(cadernos)
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar resgate' })
  expect(dialog).toHaveTextContent(
    'Resgatar “Kit de cadernos” por 120 pontos? Os pontos ficam reservados até a presidência decidir. ' +
      'Disponíveis: de 180 pontos para 60 pontos agora. ' +
      'Saldo: de 380 pontos para 260 pontos quando o pedido for aprovado.',
  )
})

test('Cancelar sends nothing', async () => {
  const requests: AdminRequest[] = []
  server.use(...memberRest(memberData({ balance: 300, rewards }), { requests }))
  const { user } = renderWithProviders(<RewardsSection userId={ana.id} />)
  const camiseta = await card('Camiseta MOV')
  await waitFor(() =>
    expect(within(camiseta).getByRole('button', { name: /Resgatar/ })).toBeEnabled(),
  )
  await user.click(within(camiseta).getByRole('button', { name: /Resgatar/ }))
  const dialog = await screen.findByRole('alertdialog')
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  expect(within(camiseta).getByRole('button', { name: /Resgatar/ })).toHaveFocus()
  expect(requests.some((r) => r.table === 'rpc/mov_plus_request_redemption')).toBe(false)
})

test("the database's refusal (P0001) is shown as it is, beside the reward and in a toast", async () => {
  server.use(
    ...memberRest(memberData({ balance: 300, rewards }), {
      refuse: (request) => {
        if (request.table === 'rpc/mov_plus_request_redemption')
          return { status: 400, code: 'P0001', message: 'Esta recompensa está sem estoque.' }
      },
    }),
  )
  const { user } = renderWithProviders(<RewardsSection userId={ana.id} />)
  const camiseta = await card('Camiseta MOV')
  await waitFor(() =>
    expect(within(camiseta).getByRole('button', { name: /Resgatar/ })).toBeEnabled(),
  )
  await user.click(within(camiseta).getByRole('button', { name: /Resgatar/ }))
  await user.click(await screen.findByRole('button', { name: 'Confirmar resgate' }))
  expect(await within(camiseta).findByRole('alert')).toHaveTextContent(
    'Resgate não realizado: Esta recompensa está sem estoque.',
  )
  expect(await findToast('Esta recompensa está sem estoque.')).toHaveAttribute(
    'data-variant',
    'destructive',
  )
})

test('the button is disabled with the reason when the balance is short or the stock is 0', async () => {
  server.use(...memberRest(memberData({ balance: 300, rewards })))
  renderWithProviders(<RewardsSection userId={ana.id} />)
  const ingresso = await card('Ingresso para o Encontro')
  const short = within(ingresso).getByRole('button', { name: 'Resgatar Ingresso para o Encontro' })
  await waitFor(() =>
    expect(short).toHaveAccessibleDescription(
      'Faltam 200 pontos disponíveis para esta recompensa.',
    ),
  )
  expect(short).toBeDisabled()
  const caneca = await card('Caneca MOV')
  const empty = within(caneca).getByRole('button', { name: 'Resgatar Caneca MOV' })
  expect(empty).toBeDisabled()
  expect(empty).toHaveAccessibleDescription('Sem estoque no momento.')
  expect(within(caneca).getByText('Esgotado')).toBeInTheDocument()
})

test('"Meus resgates" shows Pendente, Aprovado and Recusado with the reason', async () => {
  const data = memberData({
    balance: 0,
    rewards,
    resgates: [
      {
        id: 'x1',
        user_id: ana.id,
        reward_id: 'r1',
        status: 'pendente',
        refusal_reason: null,
        created_at: '2026-11-20T12:00:00Z',
        reward: { title: 'Camiseta MOV' },
      },
      {
        id: 'x2',
        user_id: ana.id,
        reward_id: 'r2',
        status: 'aprovado',
        refusal_reason: null,
        created_at: '2026-11-10T12:00:00Z',
        reward: { title: 'Ingresso para o Encontro' },
      },
      {
        id: 'x3',
        user_id: ana.id,
        reward_id: 'old',
        status: 'recusado',
        refusal_reason: 'Saldo de pontos insuficiente.',
        created_at: '2026-10-10T12:00:00Z',
        reward: null,
      },
    ],
  })
  server.use(...memberRest(data))
  renderWithProviders(<RewardsSection userId={ana.id} />)
  const mine = await screen.findByRole('list', { name: 'Meus resgates' })
  const items = within(mine).getAllByRole('listitem')
  expect(items.map((li) => li.textContent)).toEqual([
    'Camiseta MOVPendentePedido em 20/11/2026',
    'Ingresso para o EncontroAprovadoPedido em 10/11/2026',
    'Recompensa indisponívelRecusadoPedido em 10/10/2026Motivo: Saldo de pontos insuficiente.',
  ])
})

test('signed out, rewards show cost and stock with no "Resgatar" and no member requests', async () => {
  const requests: AdminRequest[] = []
  server.use(...memberRest(memberData({ rewards }), { requests }))
  renderWithProviders(<RewardsSection />)
  expect(await screen.findByText('Camiseta MOV')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Resgatar/ })).not.toBeInTheDocument()
  expect(requests.map((r) => r.table)).toEqual(['mov_plus_recompensas'])
})

test('points asked for in pending requests are reserved: a reward they no longer cover waits', async () => {
  server.use(
    ...memberRest(
      memberData({
        balance: 280,
        rewards,
        resgates: [
          {
            id: 'pedido-1',
            user_id: ana.id,
            reward_id: 'r1',
            status: 'pendente',
            refusal_reason: null,
            decided_by: null,
            decided_at: null,
            created_at: '2026-11-20T12:00:00Z',
            updated_at: '2026-11-20T12:00:00Z',
            reward: { title: 'Camiseta MOV', cost: 200 },
          },
        ],
      }),
    ),
  )
  renderWithProviders(<RewardsSection userId={ana.id} />)
  expect(await figures()).toEqual({
    Saldo: '280 pontos',
    Reservados: '200 pontos',
    Disponíveis: '80 pontos',
  })
  const camiseta = await card('Camiseta MOV')
  await waitFor(() =>
    expect(within(camiseta).getByRole('button', { name: 'Resgatar Camiseta MOV' })).toBeDisabled(),
  )
  expect(camiseta).toHaveTextContent('Faltam 120 pontos disponíveis para esta recompensa.')
})
