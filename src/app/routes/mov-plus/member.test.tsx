import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import { ana, AUTH_URL, fakeSession, signInHandler, storeSession } from '@/testing/auth'
import { memberData, memberRest } from '@/testing/mov-plus-member'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { http, HttpResponse } from 'msw'
import { Component as LoginPage } from '../auth/login'
import { Component as RegisterPage } from '../auth/register'
import { Component as MovPlusPage } from './index'

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>Página inicial</p>} />
      <Route path="/mov-plus" element={<MovPlusPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
    </Routes>
  )
}

const data = () =>
  memberData({
    balance: 230,
    ledger: [
      {
        id: 'e1',
        points: 230,
        reason: 'Oficina de orçamento público',
        mission_title: 'Participe de uma oficina',
        awarded_by_name: 'Beatriz Nunes',
        created_at: '2026-11-20T18:00:00Z',
      },
    ],
  })

test('signed out: "Entrar" leads to the login, which comes back to /mov-plus with the member\'s points', async () => {
  server.use(...memberRest(data()), signInHandler(ana, 'senha-certa'))
  const { user } = renderWithProviders(<App />, { route: '/mov-plus' })
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Como funciona' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Meus pontos' })).not.toBeInTheDocument()
  await user.click(await screen.findByRole('link', { name: 'Entrar' }))
  expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument()
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-certa')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  const mine = await screen.findByRole('region', { name: 'Meus pontos' })
  expect(await within(mine).findAllByText('230 pontos')).not.toHaveLength(0)
  expect(screen.queryByRole('link', { name: 'Cadastre-se' })).not.toBeInTheDocument()
})

test('signed out: "Cadastre-se" leads to the sign-up, which comes back to /mov-plus', async () => {
  server.use(
    ...memberRest(data()),
    http.post(`${AUTH_URL}/signup`, () => HttpResponse.json(fakeSession(ana))),
  )
  const { user } = renderWithProviders(<App />, { route: '/mov-plus' })
  await user.click(await screen.findByRole('link', { name: 'Cadastre-se' }))
  expect(screen.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeInTheDocument()
  await user.type(screen.getByLabelText(/^Nome completo/), 'Ana Souza')
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-1')
  await user.type(screen.getByLabelText(/^Confirme a senha/), 'senha-forte-1')
  await user.click(screen.getByRole('button', { name: 'Criar conta' }))
  expect(await screen.findByRole('region', { name: 'Meus pontos' })).toBeInTheDocument()
})

test('signed in: points, "Concluí", "Resgatar" and the ranking switch are on the page', async () => {
  storeSession(ana)
  const backend = data()
  backend.missions.push({
    id: 'm1',
    title: 'Participe de uma oficina',
    description: 'Compareça.',
    points: 50,
    is_active: true,
    display_order: 1,
  })
  backend.rewards.push({
    id: 'r1',
    title: 'Camiseta MOV',
    description: 'Camiseta.',
    cost: 200,
    stock: 3,
    image_url: null,
    is_active: true,
    display_order: 1,
  })
  server.use(...memberRest(backend))
  renderWithProviders(<App />, { route: '/mov-plus' })
  const mine = await screen.findByRole('region', { name: 'Meus pontos' })
  expect(await within(mine).findByText('Oficina de orçamento público')).toBeInTheDocument()
  expect(
    await screen.findByRole('button', { name: 'Concluí: Participe de uma oficina' }),
  ).toBeInTheDocument()
  expect(await screen.findByRole('button', { name: 'Resgatar Camiseta MOV' })).toBeInTheDocument()
  expect(await screen.findByRole('switch', { name: 'Aparecer no ranking' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Como funciona' })).not.toBeInTheDocument()
})
