import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import { AUTH_URL, authError, STORAGE_KEY } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { renderWithProviders, TEST_ORIGIN } from '@/testing/render'
import { Component as ForgotPasswordPage } from './recuperar-senha'

function App() {
  return (
    <Routes>
      <Route path="/login" element={<p>Página de login</p>} />
      <Route path="/recuperar-senha" element={<ForgotPasswordPage />} />
    </Routes>
  )
}

const neutral =
  /Se houver uma conta do MOV com o e-mail ana@exemplo\.org, enviamos para ele um link/

test('a request sends the e-mail with a PKCE challenge and the reset page as redirect, and confirms neutrally', async () => {
  let url: URL | undefined
  let body: Record<string, unknown> | undefined
  server.use(
    http.post(`${AUTH_URL}/recover`, async ({ request }) => {
      url = new URL(request.url)
      body = (await request.json()) as Record<string, unknown>
      return HttpResponse.json({})
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/recuperar-senha' })
  expect(screen.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeInTheDocument()
  await user.type(screen.getByLabelText(/^E-mail/), '  ana@exemplo.org ')
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  const status = await screen.findByRole('status')
  expect(status).toHaveTextContent(neutral)
  expect(status).toHaveTextContent('Abra o link neste mesmo navegador')
  expect(status).toHaveFocus()
  expect(url?.searchParams.get('redirect_to')).toBe(`${TEST_ORIGIN}/redefinir-senha`)
  expect(body).toMatchObject({ email: 'ana@exemplo.org', code_challenge_method: 's256' })
  expect(body?.code_challenge).toEqual(expect.stringMatching(/^[\w-]{43}$/))
  // This browser keeps the verifier the e-mail's link will need, marked as a recovery.
  expect(window.localStorage.getItem(`${STORAGE_KEY}-code-verifier`)).toMatch(/\/recovery"$/)

  // "Enviar de novo" brings the form back with the address kept.
  await user.click(screen.getByRole('button', { name: 'Enviar de novo' }))
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@exemplo.org')
})

test('an unknown address gets exactly the same confirmation (the service answers 200 either way)', async () => {
  server.use(http.post(`${AUTH_URL}/recover`, () => HttpResponse.json({})))
  const { user } = renderWithProviders(<App />, { route: '/recuperar-senha' })
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.org')
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  expect(await screen.findByRole('status')).toHaveTextContent(neutral)
  expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute(
    'href',
    '/login',
  )
})

test('a rate limit (429) is explained in pt-BR and the form stays filled', async () => {
  server.use(
    http.post(`${AUTH_URL}/recover`, () =>
      authError(
        429,
        'over_email_send_rate_limit',
        'For security purposes, you can only request this after 42 seconds.',
      ),
    ),
  )
  const { user } = renderWithProviders(<App />, { route: '/recuperar-senha' })
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.org')
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    'Não foi possível enviar o link: Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  )
  expect(alert).not.toHaveTextContent('security')
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@exemplo.org')
})

test('a network failure says there is no connection, with no raw message', async () => {
  // auth-js logs the failed fetch itself before answering with AuthRetryableFetchError.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  server.use(http.post(`${AUTH_URL}/recover`, () => HttpResponse.error()))
  const { user } = renderWithProviders(<App />, { route: '/recuperar-senha' })
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.org')
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível enviar o link: Sem conexão com a internet. Verifique sua rede e tente novamente.',
  )
  expect(logged).toHaveBeenCalled()
  logged.mockRestore()
})

test('a server error says the service is unavailable', async () => {
  server.use(http.post(`${AUTH_URL}/recover`, () => new HttpResponse(null, { status: 503 })))
  const { user } = renderWithProviders(<App />, { route: '/recuperar-senha' })
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.org')
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  )
})

test('an empty or malformed address is announced and nothing is sent', async () => {
  let calls = 0
  server.use(
    http.post(`${AUTH_URL}/recover`, () => {
      calls += 1
      return HttpResponse.json({})
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/recuperar-senha' })
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  expect(screen.getByRole('alert')).toHaveTextContent('Informe seu e-mail.')
  expect(screen.getByLabelText(/^E-mail/)).toHaveFocus()
  await user.type(screen.getByLabelText(/^E-mail/), 'ana-sem-arroba')
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  expect(screen.getByRole('alert')).toHaveTextContent('Informe um e-mail válido.')
  expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true')
  expect(calls).toBe(0)
})

test('while sending, the button shows progress and a second press sends nothing', async () => {
  let calls = 0
  let release: () => void = () => {}
  server.use(
    http.post(`${AUTH_URL}/recover`, async () => {
      calls += 1
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return HttpResponse.json({})
    }),
  )
  const { user } = renderWithProviders(<App />, { route: '/recuperar-senha' })
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@exemplo.org')
  await user.click(screen.getByRole('button', { name: 'Enviar link' }))
  const busy = await screen.findByRole('button', { name: 'Enviando...' })
  expect(busy).toBeDisabled()
  await user.keyboard('{Enter}')
  release()
  expect(await screen.findByRole('status')).toHaveTextContent(neutral)
  expect(calls).toBe(1)
})
