import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import { ana, profileHandler, storeStaffSession, VERIFY_PASSWORD_URL } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { createTestQueryClient, TEST_ORIGIN } from '@/testing/render'
import { AppProvider } from '../provider'
import { Component as NewsroomRoute } from './escritor'

/** Every table request (none may be made before the gate opens or for a non-writer). */
function recordRequests() {
  const seen: string[] = []
  server.use(
    http.all(`${TEST_ORIGIN}/rest/v1/*`, ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname !== '/rest/v1/profiles') seen.push(`${request.method} ${url.pathname}`)
      return HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })
    }),
  )
  return seen
}

function renderAt(path: string) {
  const user = userEvent.setup()
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/escritor/*" element={<NewsroomRoute />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  )
  return user
}

async function unlock(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Senha de Acesso/), 'senha')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
}

test('locked, /escritor shows the writers’ gate in the newsroom’s frame and asks for nothing', async () => {
  const seen = recordRequests()
  renderAt('/escritor/noticias/nova')
  expect(await screen.findByRole('heading', { name: 'Área Restrita' })).toBeInTheDocument()
  expect(screen.getByText('Acesso Escritor')).toBeInTheDocument()
  expect(within(screen.getByRole('banner')).getByText('Redação')).toBeInTheDocument()
  expect(screen.getByRole('main')).toHaveAttribute('data-background', 'light-grey')
  expect(seen).toEqual([])
})

test('a writer who unlocks the gate lands on the articles, with "Sair" and the newsroom’s menu', async () => {
  storeStaffSession(ana)
  const seen = recordRequests()
  server.use(
    http.post(VERIFY_PASSWORD_URL, () => HttpResponse.json({ authenticated: true })),
    profileHandler({ role: 'escritor', full_name: 'Ana Souza' }),
  )
  const user = renderAt('/escritor')
  await unlock(user)
  expect(await screen.findByRole('heading', { level: 1, name: 'Notícias' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument()
  const nav = screen.getAllByRole('navigation', { name: 'Redação' })[0]!
  expect(within(nav).getByRole('link', { name: 'Autores' })).toHaveAttribute(
    'href',
    '/escritor/autores',
  )
  expect(await screen.findByText('Nenhuma notícia ainda')).toBeInTheDocument()
  expect(seen).toContain('GET /rest/v1/noticias')
})
