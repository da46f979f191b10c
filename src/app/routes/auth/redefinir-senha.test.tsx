// The reset page once the link's session exists (stored, as after the code exchange or a reload),
// and without one. The exchange of the link's code itself is in redefinir-senha-link.test.tsx.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import {
  ana,
  AUTH_URL,
  authError,
  fakeUser,
  logoutHandler,
  profileHandler,
  PROFILES_URL,
  storeSession,
} from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { Component as ForgotPasswordPage } from './recuperar-senha'
import { Component as ResetPasswordPage } from './redefinir-senha'

const RULE = 'Use pelo menos 10 caracteres, com letras e números.'
const WEAK = `Senha fraca. ${RULE}`

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>Página inicial</p>} />
      <Route path="/recuperar-senha" element={<ForgotPasswordPage />} />
      <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
    </Routes>
  )
}

/** Stores the link's session; resolves once the app has read the profile (so nothing is left in flight). */
function signedInByLink(): () => Promise<void> {
  storeSession(ana, { amr: 'recovery' })
  let profileRead = false
  server.use(
    http.get(PROFILES_URL, () => {
      profileRead = true
      return HttpResponse.json([{ role: 'user', full_name: 'Ana Souza', avatar_url: null }])
    }),
  )
  return () => waitFor(() => expect(profileRead).toBe(true))
}

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  password: string,
  confirmation = password,
) {
  await user.type(await screen.findByLabelText(/^Nova senha/), password)
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), confirmation)
  await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
}

test('the rule is shown before submitting, tied to the new password field, with the account named', async () => {
  const profileRead = signedInByLink()
  renderWithProviders(<App />, { route: '/redefinir-senha' })
  expect(screen.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeInTheDocument()
  const field = await screen.findByLabelText(/^Nova senha/)
  expect(field).toHaveAccessibleDescription(RULE)
  expect(field).toHaveAttribute('autocomplete', 'new-password')
  expect(screen.getByText(ana.email)).toBeInTheDocument()
  await profileRead()
})

test('different passwords and weak ones are announced, and nothing is sent', async () => {
  signedInByLink()
  let calls = 0
  server.use(
    http.put(`${AUTH_URL}/user`, () => {
      calls += 1
      return HttpResponse.json(fakeUser(ana))
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/redefinir-senha' })
  await fill(user, 'senha-nova-1', 'senha-nova-2')
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'As senhas não coincidem.',
  ])
  expect(screen.getByLabelText(/^Confirme a nova senha/)).toHaveFocus()

  for (const weak of ['abcde1234', 'senhasemnumeros', '1234567890123']) {
    await user.clear(screen.getByLabelText(/^Nova senha/))
    await user.clear(screen.getByLabelText(/^Confirme a nova senha/))
    await fill(user, weak)
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([WEAK])
    expect(screen.getByLabelText(/^Nova senha/)).toHaveFocus()
    expect(screen.getByLabelText(/^Nova senha/)).toHaveValue(weak)
  }
  expect(calls).toBe(0)
})

test("the service's weak_password refusal is shown in pt-BR with the rule, and the form stays", async () => {
  signedInByLink()
  server.use(
    http.put(`${AUTH_URL}/user`, () =>
      HttpResponse.json(
        {
          code: 'weak_password',
          message: 'Password should be at least 10 characters.',
          weak_password: { reasons: ['length'] },
        },
        { status: 422, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      ),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/redefinir-senha' })
  await fill(user, 'senha-nova-123')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `Não foi possível salvar a nova senha: ${WEAK}`,
  )
  expect(screen.queryByText(/Password should/)).not.toBeInTheDocument()
  expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('senha-nova-123')
})

test('saving sets the password and says the person is signed in, with the way on', async () => {
  signedInByLink()
  let body: Record<string, unknown> | undefined
  server.use(
    http.put(`${AUTH_URL}/user`, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>
      return HttpResponse.json(fakeUser(ana))
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/redefinir-senha' })
  await fill(user, 'senha-nova-123')
  const done = await screen.findByRole('status')
  expect(done).toHaveTextContent('Senha redefinida!')
  expect(done).toHaveTextContent('Sua nova senha já está valendo e você está conectado.')
  expect(done).toHaveFocus()
  expect(body).toMatchObject({ password: 'senha-nova-123' })
  await user.click(screen.getByRole('link', { name: 'Ir para a página inicial' }))
  expect(await screen.findByText('Página inicial')).toBeInTheDocument()
})

test('the same password as before is refused in pt-BR, and the form stays', async () => {
  signedInByLink()
  server.use(
    http.put(`${AUTH_URL}/user`, () =>
      authError(422, 'same_password', 'New password should be different from the old password.'),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/redefinir-senha' })
  await fill(user, 'senha-antiga-1')
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível salvar a nova senha: A nova senha precisa ser diferente da atual.',
  )
  expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('senha-antiga-1')
})

test('a session that ended before saving turns into the expired-link message with a way to ask again', async () => {
  signedInByLink()
  server.use(
    logoutHandler,
    http.put(`${AUTH_URL}/user`, () =>
      authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/redefinir-senha' })
  await fill(user, 'senha-nova-123')
  expect(await screen.findByText('Link inválido ou expirado')).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Pedir um novo link' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' }),
  ).toBeInTheDocument()
})

test('a link the service refused (expired, used) lands with its error and says so, with a way to ask again', async () => {
  renderWithProviders(<App />, {
    route:
      '/redefinir-senha?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired#error=access_denied&error_code=otp_expired&sb=',
  })
  const notice = (await screen.findByText('Link inválido ou expirado')).closest('[role="status"]')
  expect(notice).toHaveTextContent(
    'Este link para criar uma nova senha é inválido, já foi usado ou expirou.',
  )
  expect(notice).not.toHaveTextContent('Email link')
  expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
    'href',
    '/recuperar-senha',
  )
  expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument()
})

test('a signed-in visitor who did not come from a link is not offered the form', async () => {
  storeSession(ana, { amr: 'password' })
  server.use(profileHandler({ role: 'user', full_name: 'Ana Souza' }))
  renderWithProviders(<App />, { route: '/redefinir-senha' })
  expect(await screen.findByText('Abra o link do e-mail')).toBeInTheDocument()
  expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument()
})

test('opened without a link or a session, the page asks to open the e-mail link', async () => {
  renderWithProviders(<App />, { route: '/redefinir-senha' })
  expect(await screen.findByText('Abra o link do e-mail')).toBeInTheDocument()
  expect(
    screen.getByText(/Para criar uma nova senha, abra o link que enviamos por e-mail\./),
  ).toBeInTheDocument()
  // The page as opened, not an update: no live region (it is focused, so it is read anyway).
  expect(screen.getByText('Abra o link do e-mail').closest('[role]')).toBeNull()
})

test('a link opened in another browser (no verifier here) says the link cannot be used, with a way to ask again', async () => {
  renderWithProviders(<App />, { route: '/redefinir-senha?code=codigo-de-outro-navegador' })
  expect(await screen.findByText('Link inválido ou expirado')).toBeInTheDocument()
  expect(screen.getByText(/abra-o neste mesmo navegador/)).toBeInTheDocument()
  expect(screen.queryByLabelText(/^Nova senha/)).not.toBeInTheDocument()
})
