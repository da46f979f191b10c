import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AdminRequest } from '@/testing/admin-rest'
import { ana } from '@/testing/auth'
import { memberData, memberRest } from '@/testing/mov-plus-member'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { RankingSection } from './ranking-section'

test('"Aparecer no ranking" updates the own profile and fetches the ranking again', async () => {
  const requests: AdminRequest[] = []
  const data = memberData({
    ranking: [{ display_name: 'Bruno Lima', avatar_url: null, total_points: 900, rank: 1 }],
  })
  server.use(...memberRest(data, { requests }))
  const { user } = renderWithProviders(<RankingSection userId={ana.id} />)
  const toggle = await screen.findByRole('switch', { name: 'Aparecer no ranking' })
  expect(toggle).toHaveAttribute('aria-checked', 'false')
  expect(toggle).toHaveAccessibleDescription(
    'Seu nome, sua foto e seus pontos aparecem no ranking público.',
  )
  expect(await screen.findByText('Bruno Lima')).toBeInTheDocument()
  const rankingReads = () => requests.filter((r) => r.table === 'mov_plus_ranking').length
  expect(rankingReads()).toBe(1)
  // Ana's points reach the ranking once she opts in.
  data.ranking.push({ display_name: 'Ana Souza', avatar_url: null, total_points: 300, rank: 2 })

  await user.click(toggle)
  expect(await findToast('Agora você aparece no ranking.')).toHaveAttribute(
    'data-variant',
    'success',
  )
  const update = requests.find((r) => r.method === 'PATCH')
  expect(update?.table).toBe('profiles')
  expect(update?.params.get('id')).toBe(`eq.${ana.id}`)
  expect(update?.body).toEqual({ show_in_ranking: true })
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
  const region = screen.getByRole('region', { name: 'Ranking' })
  expect(await within(region).findByText('Ana Souza')).toBeInTheDocument()
  expect(rankingReads()).toBe(2)
})

test('a refused change says so and the switch stays as it was', async () => {
  const data = memberData()
  data.profiles[0]!.show_in_ranking = true
  server.use(
    ...memberRest(data, {
      refuse: (request) => {
        if (request.method === 'PATCH')
          return { status: 403, code: '42501', message: 'permission denied for table profiles' }
      },
    }),
  )
  const { user } = renderWithProviders(<RankingSection userId={ana.id} />)
  const toggle = await screen.findByRole('switch', { name: 'Aparecer no ranking' })
  expect(toggle).toHaveAttribute('aria-checked', 'true')
  await user.click(toggle)
  expect(await findToast('Não foi possível mudar sua participação no ranking')).toHaveAttribute(
    'data-variant',
    'destructive',
  )
  await waitFor(() => expect(toggle).toBeEnabled())
  expect(toggle).toHaveAttribute('aria-checked', 'true')
})

test('signed out there is no switch', async () => {
  server.use(...memberRest(memberData()))
  renderWithProviders(<RankingSection />)
  expect(await screen.findByText('O ranking ainda está vazio.')).toBeInTheDocument()
  expect(screen.queryByRole('switch')).not.toBeInTheDocument()
})

test("the ranking shows only the project's own pictures; any other avatar gives way to initials", async () => {
  server.use(
    ...memberRest(
      memberData({
        ranking: [
          {
            display_name: 'Eva Souto',
            avatar_url: 'https://evil.example/a.png',
            total_points: 900,
            rank: 1,
          },
          {
            display_name: 'Igor Prado',
            avatar_url: '/%5Cevil.example/a.png',
            total_points: 800,
            rank: 2,
          },
          {
            display_name: 'Camila Reis',
            avatar_url: '/images/perfis/camila.svg',
            total_points: 700,
            rank: 3,
          },
          {
            display_name: 'Lucas Dias',
            avatar_url: '/storage/v1/object/public/site-media/perfis/lucas.png',
            total_points: 600,
            rank: 4,
          },
        ],
      }),
    ),
  )
  renderWithProviders(<RankingSection />)
  const region = screen.getByRole('region', { name: 'Ranking' })
  const row = async (name: string) => (await within(region).findByText(name)).closest('li')!
  for (const [name, initials] of [
    ['Eva Souto', 'ES'],
    ['Igor Prado', 'IP'],
  ] as const) {
    const item = await row(name)
    expect(within(item).queryByRole('presentation')).not.toBeInTheDocument()
    expect(within(item).getByText(initials)).toBeInTheDocument()
  }
  expect(within(await row('Camila Reis')).getByRole('presentation')).toHaveAttribute(
    'src',
    '/images/perfis/camila.svg',
  )
  expect(within(await row('Lucas Dias')).getByRole('presentation')).toHaveAttribute(
    'src',
    `${window.location.origin}/storage/v1/object/public/site-media/perfis/lucas.png`,
  )
})
