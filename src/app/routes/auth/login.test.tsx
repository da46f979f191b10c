import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Link, Route, Routes } from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import {
  ana,
  AUTH_URL,
  authError,
  profileHandler,
  signInHandler,
  verifiedTotpFactor,
} from '@/testing/auth'
import { GOOD_CODE, mfaService } from '@/testing/mfa'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { findToast } from '@/testing/toasts'
import { Component as LoginPage } from './login'
import { Component as ForgotPasswordPage } from './recuperar-senha'

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>Página inicial</p>} />
      <Route
        path="/inicio"
        element={
          <Link to="/login" state={{ from: '/escritor' }}>
            Ir para o login
          </Link>
        }
      />
      <Route path="/escritor" element={<p>Página do escritor</p>} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/recuperar-senha" element={<ForgotPasswordPage />} />
    </Routes>
  )
}

test('signing in goes back to the page the visitor came from', async () => {
  server.use(
    signInHandler(ana, 'senha-certa'),
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
  )
  const { user } = renderWithProviders(<App />, { route: '/inicio' })
  await user.click(screen.getByRole('link', { name: 'Ir para o login' }))
  expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument()
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-certa')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect(await screen.findByText('Página do escritor')).toBeInTheDocument()
})

test('signing in without a previous page goes to /', async () => {
  server.use(
    signInHandler(ana, 'senha-certa'),
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
  )
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-certa')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect(await screen.findByText('Página inicial')).toBeInTheDocument()
})

test('wrong credentials show "Falha no login" with "E-mail ou senha incorretos", inline and as a toast', async () => {
  server.use(signInHandler(ana, 'senha-certa'))
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'errada')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect(await screen.findByText('Falha no login')).toBeInTheDocument()
  expect(screen.getAllByText(/E-mail ou senha incorretos/).length).toBeGreaterThanOrEqual(2)
  expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument()
})

test('another failure shows the service message, and a failure without one shows the fallback', async () => {
  server.use(
    http.post(`${AUTH_URL}/token`, () =>
      authError(400, 'email_not_confirmed', 'Email not confirmed'),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'qualquer')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect(await screen.findByText('Falha no login')).toBeInTheDocument()
  expect(screen.getAllByText(/Confirme seu e-mail antes de entrar/).length).toBeGreaterThanOrEqual(
    1,
  )

  server.use(http.post(`${AUTH_URL}/token`, () => authError(400, 'bad_json', 'Could not parse')))
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect(
    await screen.findAllByText(/Não foi possível entrar\. Tente novamente\./),
  ).not.toHaveLength(0)
  expect(screen.queryByText(/E-mail ou senha incorretos|Could not parse/)).not.toBeInTheDocument()
})

/** Signs in with any e-mail and password; the answer comes from the handler the test set. */
async function submitSignIn() {
  const view = renderWithProviders(<App />, { route: '/login' })
  await view.user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await view.user.type(screen.getByLabelText(/^Senha/), 'qualquer')
  await view.user.click(screen.getByRole('button', { name: 'Entrar' }))
  return view
}

/** The failure shown inline (the toast repeats it). */
const inlineFailure = async () =>
  (await screen.findAllByRole('alert')).find((a) => a.textContent?.startsWith('Falha no login'))

test.each([
  [
    'a 500 from auth says the service is unavailable, not that the password is wrong',
    () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  ],
  [
    'a 502 gateway page says the service is unavailable',
    () => new HttpResponse('<html>bad gateway</html>', { status: 502 }),
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  ],
  [
    'a 429 says to wait',
    () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  ],
  [
    'a legacy 400 invalid grant is the wrong password',
    () =>
      HttpResponse.json(
        { error: 'invalid_grant', error_description: 'Invalid login credentials' },
        { status: 400 },
      ),
    'E-mail ou senha incorretos',
  ],
])('%s', async (_name, answer, text) => {
  server.use(http.post(`${AUTH_URL}/token`, answer))
  await submitSignIn()
  await waitFor(async () => expect((await inlineFailure())?.textContent).toContain(text))
  expect(
    screen.queryByText(/Internal Server Error|rate limit|Invalid login/),
  ).not.toBeInTheDocument()
})

test("the sign-in limit's exact answer (GoTrue's 429) says to wait, in pt-BR, and keeps what was typed", async () => {
  server.use(
    http.post(`${AUTH_URL}/token`, () =>
      HttpResponse.json(
        { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
        { status: 429, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      ),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-certa-1')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect((await inlineFailure())?.textContent).toBe(
    'Falha no login: Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  )
  expect(await findToast('Falha no login')).toHaveTextContent(
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  )
  expect(
    screen.queryByText(/Request rate limit|E-mail ou senha incorretos/),
  ).not.toBeInTheDocument()
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue(ana.email)
  expect(screen.getByLabelText(/^Senha/)).toHaveValue('senha-certa-1')
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled()
})

test('no connection says so in pt-BR, never "Failed to fetch"', async () => {
  // auth-js logs the failed fetch itself before answering with AuthRetryableFetchError.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  server.use(http.post(`${AUTH_URL}/token`, () => HttpResponse.error()))
  await submitSignIn()
  await waitFor(async () =>
    expect((await inlineFailure())?.textContent).toContain(
      'Sem conexão com a internet. Verifique sua rede e tente novamente.',
    ),
  )
  expect(screen.queryByText(/Failed to fetch|E-mail ou senha incorretos/)).not.toBeInTheDocument()
  expect(logged).toHaveBeenCalled()
  logged.mockRestore()
})

test('a sign-in the service never answers ends after 20 s with the timeout message', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  let reached = false
  server.use(
    http.post(`${AUTH_URL}/token`, () => {
      reached = true
      return new Promise<never>(() => {})
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'qualquer')
  // Time still flows (auth-js waits on short timers of its own); the 20 s are skipped below.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
  await waitFor(() => expect(reached).toBe(true))
  expect(screen.getByRole('button', { name: /Entrando/ })).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(20_100))
  vi.useRealTimers()
  expect((await inlineFailure())?.textContent).toContain(
    'O servidor demorou demais para responder. Tente novamente.',
  )
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled()
  logged.mockRestore()
})

test('empty fields are announced and nothing is sent', async () => {
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  const alerts = screen.getAllByRole('alert')
  expect(alerts.map((a) => a.textContent)).toEqual(['Informe seu e-mail.', 'Informe sua senha.'])
  expect(screen.getByLabelText(/^E-mail/)).toHaveFocus()
  expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true')
})

test('the password can be revealed and hidden again', async () => {
  const { user } = renderWithProviders(<App />, { route: '/login' })
  const password = screen.getByLabelText(/^Senha/)
  expect(password).toHaveAttribute('type', 'password')
  const toggle = screen.getByRole('button', { name: 'Mostrar senha' })
  await user.click(toggle)
  expect(password).toHaveAttribute('type', 'text')
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await user.click(toggle)
  expect(password).toHaveAttribute('type', 'password')
})

test('the button shows progress and a second press sends nothing while the first is pending', async () => {
  let calls = 0
  let release: () => void = () => {}
  server.use(
    http.post(`${AUTH_URL}/token`, async () => {
      calls += 1
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return authError(400, 'invalid_credentials', 'Invalid login credentials')
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'x')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  const busy = await screen.findByRole('button', { name: 'Entrando...' })
  expect(busy).toBeDisabled()
  await user.click(busy)
  await user.keyboard('{Enter}')
  release()
  expect(await screen.findByText('Falha no login')).toBeInTheDocument()
  expect(calls).toBe(1)
})

test('"Esqueci minha senha" leads to the request page, carrying the e-mail already typed', async () => {
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.click(screen.getByRole('link', { name: 'Esqueci minha senha' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' }),
  ).toBeInTheDocument()
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue(ana.email)
})

test('an account with a second factor is asked for the code after the right password; a wrong code is refused in pt-BR, the right one signs in', async () => {
  const mfa = mfaService(ana, { factors: [verifiedTotpFactor] })
  server.use(
    signInHandler(ana, 'senha-certa-1', { factors: [verifiedTotpFactor] }),
    ...mfa.handlers,
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
  )
  const { user } = renderWithProviders(<App />, { route: '/inicio' })
  await user.click(screen.getByRole('link', { name: 'Ir para o login' }))
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-certa-1')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  const heading = await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  await waitFor(() => expect(heading).toHaveFocus())
  expect(
    screen.getByText('Senha correta. Sua conta usa a verificação em duas etapas.'),
  ).toBeInTheDocument()
  expect(screen.queryByText('Página do escritor')).not.toBeInTheDocument()

  await user.type(screen.getByLabelText(/^Código de verificação/), '000000')
  await user.click(screen.getByRole('button', { name: 'Verificar código' }))
  expect(
    await screen.findByText(
      'Código inválido. Confira o aplicativo autenticador e tente novamente.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByText('Página do escritor')).not.toBeInTheDocument()

  await user.clear(screen.getByLabelText(/^Código de verificação/))
  await user.type(screen.getByLabelText(/^Código de verificação/), GOOD_CODE)
  await user.click(screen.getByRole('button', { name: 'Verificar código' }))
  expect(await screen.findByText('Página do escritor')).toBeInTheDocument()
  expect(mfa.calls.filter((c) => c.endsWith('/verify'))).toHaveLength(2)
})

test('"Cancelar e sair" at the code step signs out and brings the form back with the e-mail kept', async () => {
  const mfa = mfaService(ana, { factors: [verifiedTotpFactor] })
  let signedOut = 0
  server.use(
    signInHandler(ana, 'senha-certa-1', { factors: [verifiedTotpFactor] }),
    ...mfa.handlers,
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
    http.post(`${AUTH_URL}/logout`, () => {
      signedOut += 1
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/login' })
  await user.type(screen.getByLabelText(/^E-mail/), ana.email)
  await user.type(screen.getByLabelText(/^Senha/), 'senha-certa-1')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  await user.click(screen.getByRole('button', { name: 'Cancelar e sair' }))
  expect(await screen.findByLabelText(/^E-mail/)).toHaveValue(ana.email)
  expect(signedOut).toBe(1)
  expect(screen.queryByText('Página inicial')).not.toBeInTheDocument()
})
