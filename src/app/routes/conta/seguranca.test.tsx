import { screen } from '@testing-library/react'
import { http } from 'msw'
import { Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import {
  ana,
  authError,
  AUTH_URL,
  profileHandler,
  storeSession,
  verifiedTotpFactor,
} from '@/testing/auth'
import { GOOD_CODE, mfaService, NEW_SECRET } from '@/testing/mfa'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { Component as AccountPages } from './index'

// The first test of the file loads supabase-js and the page's chunk on a busy 2-core machine.
const JOURNEY = { timeout: 20_000 }

function SignInProbe() {
  const { state } = useLocation()
  return <p>Entrar, de volta para {(state as { from?: string } | null)?.from}</p>
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/conta/*" element={<AccountPages />} />
      <Route path="/login" element={<SignInProbe />} />
    </Routes>,
    { route: '/conta/seguranca' },
  )
}

async function enterCode(
  user: ReturnType<typeof renderWithProviders>['user'],
  code: string,
  button: string,
) {
  const field = screen.getByLabelText(/^Código de verificação/)
  await user.clear(field)
  await user.type(field, code)
  await user.click(screen.getByRole('button', { name: button }))
}

test(
  'a member without the second factor turns it on: QR code, secret, a wrong then a right code',
  JOURNEY,
  async () => {
    storeSession(ana)
    const mfa = mfaService(ana)
    server.use(...mfa.handlers, profileHandler({ role: 'user', full_name: 'Ana Souza' }))
    const { user } = renderPage()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Segurança da conta' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ative a verificação em duas etapas' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('img', { name: 'QR code para configurar o aplicativo autenticador' }),
    ).toBeInTheDocument()
    expect(screen.getByText(NEW_SECRET)).toBeInTheDocument()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    await enterCode(user, '000000', 'Ativar verificação em duas etapas')
    expect(
      await screen.findByText(
        'Código inválido. Confira o aplicativo autenticador e tente novamente.',
      ),
    ).toBeInTheDocument()

    await enterCode(user, GOOD_CODE, 'Ativar verificação em duas etapas')
    expect(
      await screen.findByText('A verificação em duas etapas está ativada.'),
    ).toBeInTheDocument()
    expect(await screen.findByText('Verificação em duas etapas ativada')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Desativar verificação em duas etapas' }),
    ).toBeEnabled()
    // Enrolled once: the screen's own refresh after the code never asks for a second factor.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(mfa.calls.filter((call) => call === 'POST /factors')).toEqual(['POST /factors'])
    expect(mfa.factors()).toHaveLength(1)
  },
)

test('at aal1, turning it off asks for a code first, then removes the factor', async () => {
  storeSession(ana, { factors: [verifiedTotpFactor] })
  const mfa = mfaService(ana, { factors: [verifiedTotpFactor] })
  server.use(...mfa.handlers, profileHandler({ role: 'user', full_name: 'Ana Souza' }))
  const { user } = renderPage()
  expect(await screen.findByText('A verificação em duas etapas está ativada.')).toBeInTheDocument()
  await user.click(
    await screen.findByRole('button', { name: 'Desativar verificação em duas etapas' }),
  )
  const heading = await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  expect(heading).toHaveFocus()
  expect(mfa.calls.some((c) => c.startsWith('DELETE'))).toBe(false)

  await enterCode(user, GOOD_CODE, 'Verificar código')
  expect(await screen.findByText('Verificação em duas etapas desativada')).toBeInTheDocument()
  expect(mfa.calls).toContain(`DELETE /factors/${verifiedTotpFactor.id}`)
  // With no factor left, the page offers to turn it on again.
  expect(
    await screen.findByRole('heading', { name: 'Ative a verificação em duas etapas' }),
  ).toBeInTheDocument()
})

test('at aal2, turning it off needs no code; a refusal is said in pt-BR', JOURNEY, async () => {
  storeSession(ana, { aal: 'aal2', factors: [verifiedTotpFactor] })
  const mfa = mfaService(ana, { factors: [verifiedTotpFactor] })
  server.use(...mfa.handlers, profileHandler({ role: 'user', full_name: 'Ana Souza' }))
  server.use(
    http.delete(`${AUTH_URL}/factors/:id`, () => authError(500, 'unexpected_failure', 'boom'), {
      once: true,
    }),
  )
  const { user } = renderPage()
  const disable = await screen.findByRole('button', {
    name: 'Desativar verificação em duas etapas',
  })
  await user.click(disable)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível desativar a verificação em duas etapas. O serviço está indisponível no momento. Tente novamente em instantes.',
  )
  expect(screen.queryByText('boom')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Desativar verificação em duas etapas' }))
  expect(await screen.findByText('Verificação em duas etapas desativada')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Verificação em duas etapas' })).toBeNull()
})

test('signed out, the page offers "Entrar" and comes back here', async () => {
  const { user } = renderPage()
  expect(
    await screen.findByText('Entre na sua conta para ver e alterar a verificação em duas etapas.'),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: 'Entrar' }))
  expect(await screen.findByText('Entrar, de volta para /conta/seguranca')).toBeInTheDocument()
})
