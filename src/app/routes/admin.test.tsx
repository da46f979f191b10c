import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import {
  ana,
  profileHandler,
  storeSession,
  storeStaffSession,
  VERIFY_PASSWORD_URL,
} from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { createTestQueryClient, TEST_ORIGIN } from '@/testing/render'
import { AppProvider } from '../provider'
import { Component as AdminRoute } from './admin'

const granted = http.post(VERIFY_PASSWORD_URL, () => HttpResponse.json({ authenticated: true }))

/** Every table request other than the profile read (none may be made for a non-admin). */
function recordAdminRequests() {
  const seen: string[] = []
  server.use(
    http.all(`${TEST_ORIGIN}/rest/v1/*`, ({ request }) => {
      const url = new URL(request.url)
      seen.push(`${request.method} ${url.pathname}`)
      return HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })
    }),
  )
  return seen
}

function SignInProbe() {
  const { state } = useLocation()
  return <p>Página de entrada, de volta para {(state as { from?: string } | null)?.from}</p>
}

function renderAt(path: string) {
  const user = userEvent.setup()
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
          <Route path="/login" element={<SignInProbe />} />
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

test('the locked area shows the password gate inside the admin frame, without its screens', async () => {
  const seen = recordAdminRequests()
  renderAt('/admin/programas')
  expect(await screen.findByRole('heading', { name: 'Área Restrita' })).toBeInTheDocument()
  expect(screen.getByText('Acesso Administrador')).toBeInTheDocument()
  expect(within(screen.getByRole('banner')).getByText('Administração')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Voltar ao site' })).toHaveAttribute('href', '/')
  expect(screen.queryByRole('navigation', { name: 'Administração' })).not.toBeInTheDocument()
  expect(seen).toEqual([])
})

test('a visitor who is not signed in is told an administrator account is needed, with "Entrar" back to this page, and no admin data is asked for', async () => {
  const seen = recordAdminRequests()
  server.use(granted)
  const user = renderAt('/admin/programas?q=jovens')
  await unlock(user)
  expect(
    await screen.findByText(
      'Você não está conectado. Para usar esta área, é necessária uma conta com o perfil de administrador.',
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1, name: 'Painel do Administrador' })).toHaveFocus()
  const signIn = screen.getByRole('link', { name: 'Entrar' })
  expect(signIn).toHaveAttribute('href', '/login')
  expect(seen).toEqual([])
  await user.click(signIn)
  expect(
    await screen.findByText('Página de entrada, de volta para /admin/programas?q=jovens'),
  ).toBeInTheDocument()
})

test('a member account is named with its role, offered "Entrar com outra conta", and no admin data is asked for', async () => {
  storeSession(ana)
  server.use(granted)
  const seen = recordAdminRequests()
  server.use(profileHandler({ role: 'user', full_name: 'Ana Souza' }))
  const user = renderAt('/admin')
  await unlock(user)
  expect(
    await screen.findByText(
      'Você está conectado como Ana Souza, com o perfil de membro. Para usar esta área, é necessária uma conta com o perfil de administrador.',
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Entrar com outra conta' })).toHaveAttribute(
    'href',
    '/login',
  )
  expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument()
  expect(seen).toEqual([])
  expect(screen.queryByRole('heading', { name: 'Conteúdo do site' })).not.toBeInTheDocument()
})

test('an administrator sees the dashboard with a count per section', async () => {
  storeStaffSession(ana)
  server.use(granted)
  const seen = recordAdminRequests()
  server.use(profileHandler({ role: 'admin', full_name: 'Ana Souza' }))
  const user = renderAt('/admin')
  await unlock(user)
  expect(await screen.findByRole('heading', { name: 'Conteúdo do site' })).toBeInTheDocument()
  // A count per content table, and the new proposals.
  await waitFor(() => expect(screen.getAllByText(/^0 /)).toHaveLength(15))
  expect(screen.getByText('0 propostas novas')).toBeInTheDocument()
  expect(within(screen.getByRole('banner')).getByText('Ana Souza')).toBeInTheDocument()
  expect(seen).toContain('HEAD /rest/v1/programas')
  expect(screen.queryByText(/é necessária uma conta/)).not.toBeInTheDocument()
})
