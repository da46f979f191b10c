import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { Component as MovPlusPage } from './index'

const rest = (table: string) => `${window.location.origin}/rest/v1/${table}`

const missions = [
  {
    id: 'm1',
    title: 'Organize uma roda de conversa',
    description: 'Reúna jovens da sua escola.',
    points: 150,
  },
  {
    id: 'm2',
    title: 'Complete uma trilha formativa',
    description: 'Conclua todos os módulos.',
    points: 1,
  },
]
const rewards = [
  {
    id: 'r1',
    title: 'Camiseta MOV',
    description: 'Camiseta oficial.',
    cost: 500,
    stock: 3,
    image_url: null,
  },
  {
    id: 'r2',
    title: 'Caneca MOV',
    description: 'Caneca de cerâmica.',
    cost: 300,
    stock: 0,
    image_url: null,
  },
]
const ranking = [
  { display_name: 'Ana Souza', avatar_url: null, total_points: 1200, rank: 1 },
  { display_name: 'Bruno Lima', avatar_url: null, total_points: 900, rank: 2 },
]

function useData({ failMissions = false, emptyRanking = false } = {}) {
  let missionCalls = 0
  server.use(
    http.get(rest('mov_plus_missoes'), ({ request }) => {
      missionCalls += 1
      const url = new URL(request.url)
      expect(url.searchParams.get('is_active')).toBe('eq.true')
      expect(url.searchParams.get('order')).toBe('display_order.asc')
      if (failMissions && missionCalls === 1) {
        return HttpResponse.json(
          { code: 'XX000', message: 'boom', details: null, hint: null },
          { status: 500 },
        )
      }
      return HttpResponse.json(missions)
    }),
    http.get(rest('mov_plus_recompensas'), () => HttpResponse.json(rewards)),
    http.get(rest('mov_plus_ranking'), () => HttpResponse.json(emptyRanking ? [] : ranking)),
  )
}

test('the page lists active missions with their points, rewards with stock, and the ranking in order', async () => {
  useData()
  renderWithProviders(<MovPlusPage />)
  expect(screen.getByRole('heading', { level: 1, name: 'MOV+' })).toBeInTheDocument()
  const missionsRegion = screen.getByRole('region', { name: 'Missões ativas' })
  expect(
    await within(missionsRegion).findByText('Organize uma roda de conversa'),
  ).toBeInTheDocument()
  expect(within(missionsRegion).getByText('150 pontos')).toBeInTheDocument()
  expect(within(missionsRegion).getByText('1 ponto')).toBeInTheDocument()
  const rewardsRegion = screen.getByRole('region', { name: 'Recompensas' })
  expect(await within(rewardsRegion).findByText('3 em estoque')).toBeInTheDocument()
  expect(within(rewardsRegion).getByText('Esgotado')).toBeInTheDocument()
  const rankingRegion = screen.getByRole('region', { name: 'Ranking' })
  const rows = await within(rankingRegion).findAllByRole('listitem')
  expect(rows.map((r) => r.textContent)).toEqual([
    '1º lugarASAna Souza1.200 pontos',
    '2º lugarBLBruno Lima900 pontos',
  ])
  expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register')
  expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
  expect(screen.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeInTheDocument()
})

test('a failed list shows a pt-BR error with a retry that loads it', async () => {
  useData({ failMissions: true })
  const { user } = renderWithProviders(<MovPlusPage />)
  const region = screen.getByRole('region', { name: 'Missões ativas' })
  expect(await within(region).findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar esta seção.',
  )
  await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }))
  expect(await within(region).findByText('Organize uma roda de conversa')).toBeInTheDocument()
})

test('an empty ranking says so', async () => {
  useData({ emptyRanking: true })
  renderWithProviders(<MovPlusPage />)
  const region = screen.getByRole('region', { name: 'Ranking' })
  expect(await within(region).findByText('O ranking ainda está vazio.')).toBeInTheDocument()
})
