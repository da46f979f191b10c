import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { ana, AUTH_URL, logoutHandler, profileHandler, storeSession } from '@/testing/auth'
import { accountStorageKey } from '@/lib/account-storage'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { AccountArea } from './account-area'

test('signed out, the header offers "Entrar", linking to /login', async () => {
  renderWithProviders(<AccountArea />, { route: '/programas' })
  expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login')
})

test('signed in, the header shows the name with a menu holding the profile, "Segurança da conta" and "Sair"', async () => {
  storeSession(ana)
  server.use(profileHandler({ role: 'escritor', full_name: 'Ana Souza' }), logoutHandler)
  const { user } = renderWithProviders(<AccountArea />)
  const trigger = await screen.findByRole('button', { name: /Ana Souza/ })
  await user.click(trigger)
  const menu = await screen.findByRole('menu')
  expect(menu).toHaveTextContent('Meu perfil')
  expect(menu).toHaveTextContent(ana.email)
  expect(menu).toHaveTextContent('Perfil: escritor')
  expect(screen.getByRole('menuitem', { name: 'Segurança da conta' })).toHaveAttribute(
    'href',
    '/conta/seguranca',
  )
  await user.click(screen.getByRole('menuitem', { name: 'Sair' }))
  expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument()
  expect(window.localStorage.length).toBe(0)
})

test("signing out removes drafts this browser kept for no account, and keeps the account's own", async () => {
  storeSession(ana)
  server.use(profileHandler({ role: 'escritor', full_name: 'Ana Souza' }), logoutHandler)
  const own = accountStorageKey(ana.id, 'redacao:noticia:nova')
  window.localStorage.setItem('mov:redacao:noticia:nova', '{"values":{}}')
  window.localStorage.setItem('mov:redacao:noticia:3f1e2d4c-5b6a-4978-8c9d-0a1b2c3d4e5f', '{}')
  window.localStorage.setItem(own, '{"values":{}}')
  const { user } = renderWithProviders(<AccountArea />)
  await user.click(await screen.findByRole('button', { name: /Ana Souza/ }))
  await user.click(await screen.findByRole('menuitem', { name: 'Sair' }))
  expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument()
  expect(Object.keys(window.localStorage)).toEqual([own])
})

test('a failed sign-out shows "Falha ao sair" with what went wrong in pt-BR and keeps the user signed in', async () => {
  storeSession(ana)
  server.use(
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
    http.post(`${AUTH_URL}/logout`, () => new HttpResponse(null, { status: 500 })),
  )
  const { user } = renderWithProviders(<AccountArea />)
  await user.click(await screen.findByRole('button', { name: /Ana Souza/ }))
  await user.click(await screen.findByRole('menuitem', { name: 'Sair' }))
  expect(await screen.findByText('Falha ao sair')).toBeInTheDocument()
  expect(
    screen.getByText('O serviço está indisponível no momento. Tente novamente em instantes.'),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Ana Souza/ })).toBeInTheDocument()
})

test('signed in, the account button is named after the person and shows the initials for phones', async () => {
  storeSession(ana)
  server.use(profileHandler({ role: 'user', full_name: 'Ana Souza' }))
  renderWithProviders(<AccountArea />)
  const trigger = await screen.findByRole('button', { name: 'Conta de Ana Souza' })
  expect(trigger).toHaveTextContent('AS')
})
