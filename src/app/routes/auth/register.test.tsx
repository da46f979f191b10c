import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import { ana, AUTH_URL, authError, fakeSession, fakeUser, profileHandler } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { expectPrivacyConsent } from '@/testing/privacy-consent'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { Component as RegisterPage } from './register'

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>Página inicial</p>} />
      <Route path="/register" element={<RegisterPage />} />
    </Routes>
  )
}

async function fillAndSubmit(
  user: ReturnType<typeof renderWithProviders>['user'],
  confirmation = 'senha-forte-1',
) {
  await user.type(screen.getByLabelText(/^Nome completo/), 'Ana Souza')
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-forte-1')
  await user.type(screen.getByLabelText(/^Confirme a senha/), confirmation)
  await user.click(screen.getByRole('button', { name: 'Criar conta' }))
}

test('sign-up sends full_name and role "user", and with a session it toasts success and goes home', async () => {
  let body: Record<string, unknown> | undefined
  server.use(
    http.post(`${AUTH_URL}/signup`, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>
      return HttpResponse.json(fakeSession(ana))
    }),
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
  )
  const { user } = renderWithProviders(<App />, { route: '/register' })
  await fillAndSubmit(user)
  expect(await screen.findByText('Registro bem-sucedido!')).toBeInTheDocument()
  expect(screen.getByText('Sua conta foi criada e você já está conectado.')).toBeInTheDocument()
  expect(await screen.findByText('Página inicial')).toBeInTheDocument()
  expect(body).toMatchObject({
    email: ana.email,
    password: 'senha-forte-1',
    data: { full_name: 'Ana Souza', role: 'user' },
  })
})

test('without a session it asks to confirm the e-mail, as a toast and in place of the form', async () => {
  let asked: { url: URL; body: Record<string, unknown> } | undefined
  server.use(
    http.post(`${AUTH_URL}/signup`, async ({ request }) => {
      asked = { url: new URL(request.url), body: (await request.json()) as Record<string, unknown> }
      return HttpResponse.json({
        ...fakeUser(ana),
        email_confirmed_at: null,
        confirmation_sent_at: new Date().toISOString(),
      })
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/register' })
  await fillAndSubmit(user)
  // As a toast and in place of the form.
  expect(await findToast('Registro bem-sucedido!')).toHaveTextContent(
    'Por favor, verifique seu e-mail para confirmar sua conta.',
  )
  // In place of the form too (outside the toast).
  const outsideToast = (el: HTMLElement) => !el.closest('[data-variant]')
  expect(screen.getAllByText('Registro bem-sucedido!').filter(outsideToast).length).toBeGreaterThan(
    0,
  )
  expect(
    screen
      .getAllByText(/Por favor, verifique seu e-mail para confirmar sua conta\./)
      .filter(outsideToast).length,
  ).toBeGreaterThan(0)
  expect(screen.getByText(ana.email)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Criar conta' })).not.toBeInTheDocument()
  expect(screen.queryByText('Página inicial')).not.toBeInTheDocument()
  // The confirmation link is PKCE and comes back to the site root, where its code is exchanged.
  expect(asked?.body.code_challenge).toMatch(/^[\w-]{43}$/)
  expect(asked?.body.code_challenge_method).toBe('s256')
  // Its landing says "Conta confirmada" (AccountConfirmedNotice).
  expect(asked?.url.searchParams.get('redirect_to')).toBe(
    `${window.location.origin}/?conta=confirmada`,
  )
})

test('a refused sign-up shows "Falha no registro" with the reason', async () => {
  server.use(
    http.post(`${AUTH_URL}/signup`, () =>
      authError(422, 'user_already_exists', 'User already registered'),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/register' })
  await fillAndSubmit(user)
  expect(await screen.findByText('Falha no registro')).toBeInTheDocument()
  expect(screen.getAllByText(/Este e-mail já está cadastrado/).length).toBeGreaterThanOrEqual(1)
})

test('a sign-up refused for a reason the visitor cannot act on shows "Algo deu errado", not the server text', async () => {
  server.use(
    http.post(`${AUTH_URL}/signup`, () =>
      authError(400, 'bad_json', 'Could not parse request body'),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/register' })
  await fillAndSubmit(user)
  expect(await screen.findByText('Falha no registro')).toBeInTheDocument()
  expect(screen.getAllByText(/Algo deu errado/).length).toBeGreaterThanOrEqual(1)
  expect(screen.queryByText(/Could not parse/)).not.toBeInTheDocument()
})

test('a sign-up that meets a server error says the service is unavailable', async () => {
  server.use(http.post(`${AUTH_URL}/signup`, () => new HttpResponse(null, { status: 500 })))
  const { user } = renderWithProviders(<App />, { route: '/register' })
  await fillAndSubmit(user)
  expect(await screen.findByText('Falha no registro')).toBeInTheDocument()
  expect(
    screen.getAllByText(/O serviço está indisponível no momento\. Tente novamente em instantes\./)
      .length,
  ).toBeGreaterThanOrEqual(1)
})

test('different passwords and empty fields are announced and nothing is sent', async () => {
  const { user } = renderWithProviders(<App />, { route: '/register' })
  await user.click(screen.getByRole('button', { name: 'Criar conta' }))
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'Informe seu nome completo.',
    'Informe seu e-mail.',
    'Informe sua senha.',
    'Confirme sua senha.',
  ])
  expect(screen.getByLabelText(/^Nome completo/)).toHaveFocus()
  await fillAndSubmit(user, 'outra-senha')
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'As senhas não coincidem.',
  ])
  expect(screen.getByLabelText(/^Confirme a senha/)).toHaveFocus()
})

const RULE = 'Use pelo menos 10 caracteres, com letras e números.'
const WEAK = `Senha fraca. ${RULE}`

test.each([
  ['shorter than 10 characters', 'abcde1234'],
  ['without a digit', 'senhasemnumeros'],
  ['without a letter', '1234567890123'],
])(
  'the password rule is shown from the start, and a password %s is stopped before sending, keeping what was typed',
  async (_name, weak) => {
    let calls = 0
    server.use(
      http.post(`${AUTH_URL}/signup`, () => {
        calls += 1
        return HttpResponse.json(fakeSession(ana))
      }),
    )
    const { user } = renderWithProviders(<App />, { route: '/register' })
    const password = screen.getByLabelText(/^Senha/)
    expect(password).toHaveAccessibleDescription(RULE)
    await user.type(screen.getByLabelText(/^Nome completo/), 'Ana Souza')
    await user.type(screen.getByLabelText(/^E-mail/), ana.email)
    await user.type(password, weak)
    await user.type(screen.getByLabelText(/^Confirme a senha/), weak)
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([WEAK])
    expect(password).toHaveFocus()
    expect(password).toHaveAccessibleDescription(`${RULE} ${WEAK}`)
    expect(password).toHaveValue(weak)
    expect(screen.getByLabelText(/^Nome completo/)).toHaveValue('Ana Souza')
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(ana.email)
    expect(calls).toBe(0)
  },
)

test("the service's weak_password refusal is shown in pt-BR with the rule, and the form keeps its values", async () => {
  server.use(
    http.post(`${AUTH_URL}/signup`, () =>
      HttpResponse.json(
        {
          code: 'weak_password',
          message:
            'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
          weak_password: { reasons: ['characters'] },
        },
        { status: 422, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      ),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/register' })
  await fillAndSubmit(user)
  expect(await screen.findByText('Falha no registro')).toBeInTheDocument()
  expect(screen.getAllByText(WEAK).length).toBeGreaterThanOrEqual(1)
  expect(screen.queryByText(/Password should|abcdefghijklmnopqrstuvwxyz/)).not.toBeInTheDocument()
  expect(screen.getByLabelText(/^Senha/)).toHaveValue('senha-forte-1')
})

test('the sign-up form says how the data is treated, linking to the privacy notice above "Criar conta"', () => {
  renderWithProviders(<App />, { route: '/register' })
  const submit = screen.getByRole('button', { name: 'Criar conta' })
  expectPrivacyConsent(submit.closest('form')!, 'Ao criar a conta', submit)
})
