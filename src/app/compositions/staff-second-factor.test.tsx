import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import {
  AUTH_URL,
  ana,
  authError,
  profileHandler,
  storeSession,
  VERIFY_PASSWORD_URL,
  verifiedTotpFactor,
} from '@/testing/auth'
import { GOOD_CODE, mfaService, NEW_SECRET, verifyFails } from '@/testing/mfa'
import { server } from '@/testing/msw-server'
import { createTestQueryClient, TEST_ORIGIN } from '@/testing/render'
import { AppProvider } from '../provider'
import { Component as AdminRoute } from '../routes/admin'
import { Component as NewsroomRoute } from '../routes/escritor'

const WRONG = 'Código inválido. Confira o aplicativo autenticador e tente novamente.'

/** The area's table requests (none may be made before the second factor). */
function recordAdminRequests() {
  const seen: string[] = []
  server.use(
    http.all(`${TEST_ORIGIN}/rest/v1/*`, ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`)
      return HttpResponse.json([], { headers: { 'Content-Range': '*/0' } })
    }),
  )
  return seen
}

// The first journey of the file loads supabase-js and the area's chunks on a busy 2-core machine.
const JOURNEY = { timeout: 20_000 }

/** An administrator signed in with the password only (aal1), at the unlocked admin area. */
async function openAdminAtAal1({ factors = [verifiedTotpFactor] } = {}) {
  const seen = recordAdminRequests()
  const mfa = mfaService(ana, { factors })
  storeSession(ana, { factors })
  server.use(
    ...mfa.handlers,
    http.post(VERIFY_PASSWORD_URL, () => HttpResponse.json({ authenticated: true })),
    profileHandler({ role: 'admin', full_name: 'Ana Souza' }),
  )
  const user = userEvent.setup()
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  )
  await user.type(await screen.findByLabelText(/^Senha de Acesso/), 'senha')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  return { user, seen, mfa }
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string, button: string) {
  const field = screen.getByLabelText(/^Código de verificação/)
  await user.clear(field)
  await user.type(field, code)
  await user.click(screen.getByRole('button', { name: button }))
}

/** The field's error, read with the field (aria-describedby). */
async function expectFieldError(text: string) {
  const message = await screen.findByText(text)
  const field = screen.getByLabelText(/^Código de verificação/)
  expect(field.getAttribute('aria-describedby')).toContain(message.id)
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveFocus()
}

test(
  'an administrator at aal1 with a factor is asked for a code, and the area opens once it is right',
  JOURNEY,
  async () => {
    const { user, seen } = await openAdminAtAal1()
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Verificação em duas etapas',
    })
    expect(heading).toHaveFocus()
    expect(screen.getByText('Esta área exige a verificação em duas etapas.')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Digite o código de 6 dígitos do seu aplicativo autenticador para continuar.',
      ),
    ).toBeInTheDocument()
    const field = screen.getByLabelText(/^Código de verificação/)
    expect(field).toHaveAttribute('inputmode', 'numeric')
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    // The way out: the area's own "Sair".
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument()
    expect(seen).toEqual([])

    await typeCode(user, GOOD_CODE, 'Verificar código')
    expect(await screen.findByRole('heading', { name: 'Conteúdo do site' })).toBeInTheDocument()
    expect(seen).toContain('HEAD /rest/v1/programas')
  },
)

test('a wrong code says so in pt-BR under the field, which takes the focus back', async () => {
  const { user } = await openAdminAtAal1()
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  await typeCode(user, '000000', 'Verificar código')
  await expectFieldError(WRONG)
  expect(screen.queryByText(/Invalid TOTP/)).not.toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Conteúdo do site' })).not.toBeInTheDocument()
})

test('a code that is not 6 digits is refused before any request', async () => {
  const { user, mfa } = await openAdminAtAal1()
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  await typeCode(user, '12a4', 'Verificar código')
  await expectFieldError('Digite os 6 dígitos do código.')
  expect(mfa.calls.filter((c) => c.startsWith('POST'))).toEqual([])
})

test('an expired challenge asks for the current code', async () => {
  const { user } = await openAdminAtAal1()
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  server.use(
    verifyFails(
      422,
      'mfa_challenge_expired',
      'Challenge and verify are not in the same session or the challenge has expired',
    ),
  )
  await typeCode(user, GOOD_CODE, 'Verificar código')
  await expectFieldError('O código expirou. Digite o código atual do aplicativo.')
})

test('too many wrong codes (429) ask to wait', async () => {
  const { user } = await openAdminAtAal1()
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  server.use(verifyFails(429, 'over_request_rate_limit', 'Request rate limit reached'))
  await typeCode(user, GOOD_CODE, 'Verificar código')
  await expectFieldError('Muitas tentativas. Aguarde alguns minutos e tente novamente.')
})

test('a network failure says the connection failed, and the code can be sent again', async () => {
  const { user } = await openAdminAtAal1()
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  server.use(
    http.post(`${AUTH_URL}/factors/:id/challenge`, () => HttpResponse.error(), { once: true }),
  )
  await typeCode(user, GOOD_CODE, 'Verificar código')
  await expectFieldError('Sem conexão com a internet. Verifique sua rede e tente novamente.')
  await typeCode(user, GOOD_CODE, 'Verificar código')
  expect(await screen.findByRole('heading', { name: 'Conteúdo do site' })).toBeInTheDocument()
})

test('a server failure (500) says the service is unavailable', async () => {
  const { user } = await openAdminAtAal1()
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' })
  server.use(
    http.post(`${AUTH_URL}/factors/:id/verify`, () =>
      authError(500, 'unexpected_failure', 'Unexpected failure'),
    ),
  )
  await typeCode(user, GOOD_CODE, 'Verificar código')
  await expectFieldError('O serviço está indisponível no momento. Tente novamente em instantes.')
})

test(
  'an administrator without a factor sets one up: QR code, the secret as text, then a first code',
  JOURNEY,
  async () => {
    const leftover = {
      ...verifiedTotpFactor,
      id: 'f0000000-0000-4000-8000-000000000009',
      status: 'unverified',
    }
    const { user, seen, mfa } = await openAdminAtAal1({ factors: [leftover] })
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Ative a verificação em duas etapas',
    })
    expect(heading).toHaveFocus()
    expect(screen.getByText('Esta área exige a verificação em duas etapas.')).toBeInTheDocument()
    expect(
      screen.getByText(
        /^Contas da equipe precisam de um segundo fator para publicar e alterar dados/,
      ),
    ).toBeInTheDocument()
    const qr = await screen.findByRole('img', {
      name: 'QR code para configurar o aplicativo autenticador',
    })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)
    expect(screen.getByText('Ou digite esta chave no aplicativo:')).toBeInTheDocument()
    expect(screen.getByText(NEW_SECRET)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copiar chave' })).toBeInTheDocument()
    // The unverified enrolment left from before was removed first (its name would clash).
    expect(mfa.calls).toContain(`DELETE /factors/${leftover.id}`)

    await typeCode(user, '999999', 'Ativar verificação em duas etapas')
    await expectFieldError(WRONG)
    expect(seen).toEqual([])

    await typeCode(user, GOOD_CODE, 'Ativar verificação em duas etapas')
    expect(await screen.findByRole('heading', { name: 'Conteúdo do site' })).toBeInTheDocument()
    expect(await screen.findByText('Verificação em duas etapas ativada')).toBeInTheDocument()
    expect(mfa.factors()).toEqual([expect.objectContaining({ status: 'verified' })])
  },
)

test('the newsroom asks a writer at aal1 for a code too', JOURNEY, async () => {
  const mfa = mfaService(ana, { factors: [verifiedTotpFactor] })
  storeSession(ana, { factors: [verifiedTotpFactor] })
  recordAdminRequests()
  server.use(
    ...mfa.handlers,
    http.post(VERIFY_PASSWORD_URL, () => HttpResponse.json({ authenticated: true })),
    profileHandler({ role: 'escritor', full_name: 'Ana Souza' }),
  )
  const user = userEvent.setup()
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/escritor']}>
        <Routes>
          <Route path="/escritor/*" element={<NewsroomRoute />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  )
  await user.type(await screen.findByLabelText(/^Senha de Acesso/), 'senha')
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verificação em duas etapas' }),
  ).toBeInTheDocument()
  await typeCode(user, GOOD_CODE, 'Verificar código')
  expect(await screen.findByRole('heading', { level: 1, name: 'Notícias' })).toBeInTheDocument()
})
