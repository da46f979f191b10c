import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { ana, profileHandler, storeSession, VERIFY_PASSWORD_URL } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { RestrictedRoute } from './restricted-route'

const granted = http.post(VERIFY_PASSWORD_URL, () => HttpResponse.json({ authenticated: true }))

async function unlock(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/^Senha de Acesso/), 'senha')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
}

test('an opened area tells a visitor who is not signed in that an account with the role is needed', async () => {
  server.use(granted)
  const { user } = renderWithProviders(<RestrictedRoute area="admin" />)
  await unlock(user)
  const heading = await screen.findByRole('heading', { level: 1, name: 'Painel do Administrador' })
  expect(heading).toHaveFocus()
  expect(screen.getByText(/próxima etapa/)).toBeInTheDocument()
  expect(
    await screen.findByText(
      /Você não está conectado\. Para usar os dados desta área, é necessária uma conta com o perfil de administrador\./,
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
})

test('an opened area tells a member without the role which role is needed', async () => {
  storeSession(ana)
  server.use(granted, profileHandler({ role: 'user', full_name: 'Ana Souza' }))
  const { user } = renderWithProviders(<RestrictedRoute area="escritor" />)
  await unlock(user)
  expect(
    await screen.findByText(
      /com o perfil de membro\. Para usar os dados desta área, é necessária uma conta com o perfil de escritor \(ou de administrador\)\./,
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Entrar com outra conta' })).toBeInTheDocument()
})

test('an opened area confirms an account whose role row-level security accepts', async () => {
  storeSession(ana)
  server.use(granted, profileHandler({ role: 'admin', full_name: 'Ana Souza' }))
  const { user } = renderWithProviders(<RestrictedRoute area="mov-plus-admin" />)
  await unlock(user)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Presidência Geral do MOV+' }),
  ).toBeInTheDocument()
  expect(
    await screen.findByText(
      /com o perfil de administrador: os dados desta área estarão disponíveis/,
    ),
  ).toBeInTheDocument()
  expect(screen.queryByText(/é necessária uma conta/)).not.toBeInTheDocument()
})
