import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { ana, profileHandler, storeStaffSession, VERIFY_PASSWORD_URL } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { renderWithProviders, TEST_ORIGIN } from '@/testing/render'
import { Component as PresidencyRoute } from './admin'

function recordRequests() {
  const seen: string[] = []
  server.use(
    http.all(`${TEST_ORIGIN}/rest/v1/*`, ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname !== '/rest/v1/profiles') seen.push(`${request.method} ${url.pathname}`)
      if (url.pathname === '/rest/v1/rpc/mov_plus_stats') {
        return HttpResponse.json([
          { points_this_month: 0, pending_redemptions: 2, pending_completions: 0 },
        ])
      }
      return HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })
    }),
  )
  return seen
}

test('locked, /mov-plus/admin shows the presidency’s gate and asks for nothing', async () => {
  const seen = recordRequests()
  renderWithProviders(<PresidencyRoute />, {
    route: '/mov-plus/admin/resgates',
    path: '/mov-plus/admin/*',
  })
  expect(await screen.findByRole('heading', { name: 'Área Restrita' })).toBeInTheDocument()
  expect(screen.getByText('Acesso PG MOV+')).toBeInTheDocument()
  expect(seen).toEqual([])
})

test('the presidency, once the gate opens, shows its panel with the pending redemptions', async () => {
  storeStaffSession(ana)
  const seen = recordRequests()
  server.use(
    http.post(VERIFY_PASSWORD_URL, () => HttpResponse.json({ authenticated: true })),
    profileHandler({ role: 'mov_plus_admin', full_name: 'Ana Souza' }),
  )
  const { user } = renderWithProviders(<PresidencyRoute />, {
    route: '/mov-plus/admin',
    path: '/mov-plus/admin/*',
  })
  await user.type(await screen.findByLabelText(/^Senha de Acesso/), 'senha')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Presidência Geral do MOV+' }),
  ).toBeInTheDocument()
  expect((await screen.findByText('Resgates pendentes')).closest('li')).toHaveTextContent('2')
  const nav = screen.getAllByRole('navigation', { name: 'Presidência MOV+' })[0]!
  expect(within(nav).getByRole('link', { name: 'Dar pontos' })).toHaveAttribute(
    'href',
    '/mov-plus/admin/pontos',
  )
  expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument()
  expect(seen).toContain('POST /rest/v1/rpc/mov_plus_stats')
})
