import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { VERIFY_PASSWORD_URL } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { verifyPassword } from '../api/verify-password'
import { RestrictedPage } from './restricted-page'

const PASSWORDS: Record<string, string> = {
  ADMIN_PASSWORD: 'senha-admin',
  ESCRITOR_PASSWORD: 'senha-escritor',
  MOV_PLUS_ADMIN_PASSWORD: 'senha-movplus',
}

/** The function as the local backend runs it: right password per secret name, else false. */
function verifyHandler(seen: Array<Record<string, unknown>> = []) {
  return http.post(VERIFY_PASSWORD_URL, async ({ request }) => {
    const body = (await request.json()) as { secretName: string; password: string }
    seen.push(body)
    return HttpResponse.json({ authenticated: PASSWORDS[body.secretName] === body.password })
  })
}

function AllAreas() {
  return (
    <>
      <section aria-label="admin">
        <RestrictedPage area="admin">
          <p>Conteúdo do administrador</p>
        </RestrictedPage>
      </section>
      <section aria-label="escritor">
        <RestrictedPage area="escritor">
          <p>Conteúdo do escritor</p>
        </RestrictedPage>
      </section>
      <section aria-label="mov-plus">
        <RestrictedPage area="mov-plus-admin">
          <p>Conteúdo da PG MOV+</p>
        </RestrictedPage>
      </section>
    </>
  )
}

async function submit(
  user: ReturnType<typeof renderWithProviders>['user'],
  region: HTMLElement,
  password: string,
) {
  const field = within(region).getByLabelText(/^Senha de Acesso/)
  await user.clear(field)
  if (password) await user.type(field, password)
  await user.click(within(region).getByRole('button', { name: 'Entrar' }))
}

test('each gate shows its title, the heading "Área Restrita" and the required field "Senha de Acesso"', () => {
  renderWithProviders(<AllAreas />)
  const titles = {
    admin: 'Acesso Administrador',
    escritor: 'Acesso Escritor',
    'mov-plus': 'Acesso PG MOV+',
  }
  for (const [name, title] of Object.entries(titles)) {
    const region = screen.getByRole('region', { name })
    expect(within(region).getByText(title)).toBeInTheDocument()
    expect(within(region).getByRole('heading', { name: 'Área Restrita' })).toBeInTheDocument()
    expect(within(region).getByLabelText(/^Senha de Acesso/)).toBeRequired()
  }
})

test('the right password opens only that area, with the toast "Acesso concedido!"', async () => {
  const seen: Array<Record<string, unknown>> = []
  server.use(verifyHandler(seen))
  const { user } = renderWithProviders(<AllAreas />)
  await submit(user, screen.getByRole('region', { name: 'escritor' }), 'senha-escritor')
  expect(await screen.findByText('Conteúdo do escritor')).toBeInTheDocument()
  expect(await screen.findByText('Acesso concedido!')).toBeInTheDocument()
  expect(seen).toEqual([{ secretName: 'ESCRITOR_PASSWORD', password: 'senha-escritor' }])
  // The flags are separate: the other two areas stay locked.
  expect(screen.queryByText('Conteúdo do administrador')).not.toBeInTheDocument()
  expect(screen.queryByText('Conteúdo da PG MOV+')).not.toBeInTheDocument()
  expect(
    within(screen.getByRole('region', { name: 'admin' })).getByRole('heading', {
      name: 'Área Restrita',
    }),
  ).toBeInTheDocument()
  // Another area's password does not open the admin area.
  await submit(user, screen.getByRole('region', { name: 'admin' }), 'senha-escritor')
  expect(await screen.findByText('Acesso negado')).toBeInTheDocument()
  expect(screen.queryByText('Conteúdo do administrador')).not.toBeInTheDocument()
  await submit(user, screen.getByRole('region', { name: 'mov-plus' }), 'senha-movplus')
  expect(await screen.findByText('Conteúdo da PG MOV+')).toBeInTheDocument()
  expect(seen.map((b) => b.secretName)).toEqual([
    'ESCRITOR_PASSWORD',
    'ADMIN_PASSWORD',
    'MOV_PLUS_ADMIN_PASSWORD',
  ])
})

test('a wrong password shows "Senha incorreta. Tente novamente." and the toast "Acesso negado"', async () => {
  server.use(verifyHandler())
  const { user } = renderWithProviders(<AllAreas />)
  const admin = screen.getByRole('region', { name: 'admin' })
  await submit(user, admin, 'palpite')
  expect(await within(admin).findByRole('alert')).toHaveTextContent(
    'Senha incorreta. Tente novamente.',
  )
  expect(await screen.findByText('Acesso negado')).toBeInTheDocument()
  expect(screen.getByText('A senha inserida está incorreta.')).toBeInTheDocument()
  expect(within(admin).getByLabelText(/^Senha de Acesso/)).toHaveValue('')
  expect(within(admin).getByLabelText(/^Senha de Acesso/)).toHaveFocus()
  expect(screen.queryByText('Conteúdo do administrador')).not.toBeInTheDocument()
})

test('a failed call is logged and treated as a wrong password', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  server.use(
    http.post(VERIFY_PASSWORD_URL, () =>
      HttpResponse.json({ error: 'internal_error' }, { status: 500 }),
    ),
  )
  const { user } = renderWithProviders(<AllAreas />)
  const admin = screen.getByRole('region', { name: 'admin' })
  await submit(user, admin, 'senha-admin')
  expect(await within(admin).findByRole('alert')).toHaveTextContent(
    'Senha incorreta. Tente novamente.',
  )
  expect(await screen.findByText('Acesso negado')).toBeInTheDocument()
  expect(warn).toHaveBeenCalled()
  expect(JSON.stringify(warn.mock.calls)).not.toContain('senha-admin')

  warn.mockClear()
  server.use(http.post(VERIFY_PASSWORD_URL, () => HttpResponse.error()))
  await submit(user, admin, 'senha-admin')
  await vi.waitFor(() => expect(warn).toHaveBeenCalled())
  expect(within(admin).getByRole('alert')).toHaveTextContent('Senha incorreta. Tente novamente.')
  expect(screen.queryByText('Conteúdo do administrador')).not.toBeInTheDocument()
  warn.mockRestore()
})

test('an answer without authenticated: true never opens the area', async () => {
  server.use(http.post(VERIFY_PASSWORD_URL, () => HttpResponse.json({ authenticated: 'true' })))
  const { user } = renderWithProviders(<AllAreas />)
  const admin = screen.getByRole('region', { name: 'admin' })
  await submit(user, admin, 'senha-admin')
  expect(await within(admin).findByRole('alert')).toHaveTextContent(
    'Senha incorreta. Tente novamente.',
  )
  expect(screen.queryByText('Conteúdo do administrador')).not.toBeInTheDocument()
})

test('a 429 answer asks, in pt-BR, to wait before trying again', async () => {
  server.use(
    http.post(VERIFY_PASSWORD_URL, () =>
      HttpResponse.json(
        { authenticated: false, error: 'too_many_attempts', retryAfter: 840 },
        { status: 429, headers: { 'Retry-After': '840' } },
      ),
    ),
  )
  const { user } = renderWithProviders(<AllAreas />)
  const admin = screen.getByRole('region', { name: 'admin' })
  await submit(user, admin, 'senha-admin')
  expect(await within(admin).findByRole('alert')).toHaveTextContent(
    'Muitas tentativas incorretas. Aguarde 14 minutos antes de tentar novamente.',
  )
  expect(await screen.findByText('Muitas tentativas')).toBeInTheDocument()
  expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument()
})

test('an empty password is refused in the page without calling the function', async () => {
  const seen: Array<Record<string, unknown>> = []
  server.use(verifyHandler(seen))
  const { user } = renderWithProviders(<AllAreas />)
  const admin = screen.getByRole('region', { name: 'admin' })
  await submit(user, admin, '')
  expect(within(admin).getByRole('alert')).toHaveTextContent('Informe a senha de acesso.')
  expect(seen).toEqual([])
})

test('the button shows progress and cannot send twice while the check is pending', async () => {
  let calls = 0
  let release: () => void = () => {}
  server.use(
    http.post(VERIFY_PASSWORD_URL, async () => {
      calls += 1
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return HttpResponse.json({ authenticated: true })
    }),
  )
  const { user } = renderWithProviders(<AllAreas />)
  const admin = screen.getByRole('region', { name: 'admin' })
  await submit(user, admin, 'senha-admin')
  const busy = await within(admin).findByRole('button', { name: 'Verificando...' })
  expect(busy).toBeDisabled()
  await user.click(busy)
  release()
  expect(await screen.findByText('Conteúdo do administrador')).toBeInTheDocument()
  expect(calls).toBe(1)
})

test('the flags live in memory only: a remount of the provider locks every area again', async () => {
  server.use(verifyHandler())
  const first = renderWithProviders(<AllAreas />)
  await submit(first.user, screen.getByRole('region', { name: 'admin' }), 'senha-admin')
  expect(await screen.findByText('Conteúdo do administrador')).toBeInTheDocument()
  expect(window.localStorage.length).toBe(0)
  expect(window.sessionStorage.length).toBe(0)
  first.unmount()
  renderWithProviders(<AllAreas />)
  expect(screen.queryByText('Conteúdo do administrador')).not.toBeInTheDocument()
  expect(screen.getAllByRole('heading', { name: 'Área Restrita' })).toHaveLength(3)
})

test('an unknown area type fails the check without calling the function', async () => {
  // No handler: a request would be an unhandled-request error.
  expect(await verifyPassword({ area: 'financeiro', password: 'x' })).toEqual({ status: 'denied' })
})
