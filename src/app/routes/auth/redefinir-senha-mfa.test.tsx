// The reset page for an account with the second factor on: GoTrue refuses the new password from
// the link's aal1 session (401 insufficient_aal); the page asks for a code, then saves it.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import {
  ana,
  AUTH_URL,
  authError,
  fakeUser,
  PROFILES_URL,
  storeSession,
  verifiedTotpFactor,
} from '@/testing/auth'
import { GOOD_CODE, mfaService } from '@/testing/mfa'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { Component as ResetPasswordPage } from './redefinir-senha'

/** The `aal` claim of the request's bearer token. */
function aalOf(request: Request): unknown {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? ''
  const payload = token.split('.')[1] ?? ''
  return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown }).aal
}

/** The link's session of an account with a verified factor; PUT /user as GoTrue decides it. */
function accountWithSecondFactor() {
  storeSession(ana, { amr: 'recovery', factors: [verifiedTotpFactor] })
  const mfa = mfaService(ana, { factors: [verifiedTotpFactor] })
  const saved: unknown[] = []
  server.use(
    ...mfa.handlers,
    http.get(PROFILES_URL, () =>
      HttpResponse.json([{ role: 'user', full_name: 'Ana Souza', avatar_url: null }]),
    ),
    http.put(`${AUTH_URL}/user`, async ({ request }) => {
      const body = (await request.json()) as { password?: string }
      if (aalOf(request) !== 'aal2')
        return authError(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        )
      saved.push(body.password)
      return HttpResponse.json(fakeUser(ana))
    }),
  )
  return { saved }
}

async function fill(user: ReturnType<typeof renderWithProviders>['user'], password: string) {
  await user.type(await screen.findByLabelText(/^Nova senha/), password)
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), password)
  await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/redefinir-senha" element={<ResetPasswordPage />} />
    </Routes>,
    { route: '/redefinir-senha' },
  )
}

// Loads supabase-js and the code step on a busy 2-core machine.
test(
  'a refused new password (aal1) asks for a code, then is saved with it',
  { timeout: 20_000 },
  async () => {
    const { saved } = accountWithSecondFactor()
    const { user } = renderPage()
    await fill(user, 'senha-nova-123')
    const heading = await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText(/confirme com um código para salvar a nova senha/)).toBeInTheDocument()
    expect(screen.queryByText(/AAL2|insufficient/)).not.toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Código de verificação/), '111111')
    await user.click(screen.getByRole('button', { name: 'Verificar código' }))
    expect(
      await screen.findByText(
        'Código inválido. Confira o aplicativo autenticador e tente novamente.',
      ),
    ).toBeInTheDocument()
    expect(saved).toEqual([])

    await user.clear(screen.getByLabelText(/^Código de verificação/))
    await user.type(screen.getByLabelText(/^Código de verificação/), GOOD_CODE)
    await user.click(screen.getByRole('button', { name: 'Verificar código' }))
    expect(await screen.findByText('Senha redefinida!')).toBeInTheDocument()
    expect(saved).toEqual(['senha-nova-123'])
  },
)
