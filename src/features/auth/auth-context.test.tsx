import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { toast } from '@/components/ui/toast'
import { getSupabase } from '@/lib/supabase'
import {
  ana,
  AUTH_URL,
  fakeUser,
  logoutHandler,
  PROFILES_URL,
  profileHandler,
  signInHandler,
  storeSession,
  verifiedTotpFactor,
} from '@/testing/auth'
import { GOOD_CODE, mfaService } from '@/testing/mfa'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { displayName, useAuth } from './auth-context'

function Probe() {
  const { loading, user, profile, profileLoading, lastEvent } = useAuth()
  const state = loading ? 'carregando' : user ? `conectado ${user.email}` : 'desconectado'
  return (
    <div>
      <p>estado: {state}</p>
      <p>evento: {lastEvent ?? 'nenhum'}</p>
      <p>
        perfil:{' '}
        {profileLoading
          ? 'carregando'
          : profile
            ? `${profile.full_name} (${profile.role})`
            : 'nenhum'}
      </p>
      <p>nome: {displayName(user, profile)}</p>
    </div>
  )
}

test('without a stored session INITIAL_SESSION arrives at once: signed out, without a profile request', async () => {
  renderWithProviders(<Probe />)
  expect(await screen.findByText('estado: desconectado')).toBeInTheDocument()
  expect(screen.getByText('evento: INITIAL_SESSION')).toBeInTheDocument()
  expect(screen.getByText('perfil: nenhum')).toBeInTheDocument()
})

test('a stored session comes back with INITIAL_SESSION and the own profile is loaded with the user token', async () => {
  storeSession(ana)
  const requests: Array<{ url: URL; authorization: string | null }> = []
  server.use(
    http.get(PROFILES_URL, ({ request }) => {
      requests.push({
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
      })
      return HttpResponse.json([{ role: 'escritor', full_name: 'Ana Souza', avatar_url: null }])
    }),
  )
  renderWithProviders(<Probe />)
  expect(await screen.findByText('estado: conectado ana@mov.local')).toBeInTheDocument()
  expect(screen.getByText('evento: INITIAL_SESSION')).toBeInTheDocument()
  expect(await screen.findByText('perfil: Ana Souza (escritor)')).toBeInTheDocument()
  expect(requests).toHaveLength(1)
  expect(requests[0]!.url.searchParams.get('select')).toBe('role,full_name,avatar_url')
  expect(requests[0]!.url.searchParams.get('id')).toBe(`eq.${ana.id}`)
  expect(requests[0]!.authorization).toMatch(/^Bearer ey/)
})

test('signing in emits SIGNED_IN and loads the profile; signing out emits SIGNED_OUT and clears it', async () => {
  server.use(
    signInHandler(ana, 'senha-123'),
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
    logoutHandler,
  )
  renderWithProviders(<Probe />)
  expect(await screen.findByText('estado: desconectado')).toBeInTheDocument()
  const supabase = await getSupabase()
  await act(async () => {
    await supabase.auth.signInWithPassword({ email: ana.email, password: 'senha-123' })
  })
  expect(await screen.findByText('evento: SIGNED_IN')).toBeInTheDocument()
  expect(await screen.findByText('perfil: Ana Souza (user)')).toBeInTheDocument()
  await act(async () => {
    await supabase.auth.signOut()
  })
  expect(await screen.findByText('evento: SIGNED_OUT')).toBeInTheDocument()
  expect(screen.getByText('estado: desconectado')).toBeInTheDocument()
  expect(screen.getByText('perfil: nenhum')).toBeInTheDocument()
})

test('TOKEN_REFRESHED keeps the user, and USER_UPDATED refreshes the profile', async () => {
  storeSession(ana)
  let profileReads = 0
  let fullName = 'Ana Souza'
  server.use(
    signInHandler(ana, 'unused'),
    http.get(PROFILES_URL, () => {
      profileReads += 1
      return HttpResponse.json([{ role: 'user', full_name: fullName, avatar_url: null }])
    }),
    http.put(`${AUTH_URL}/user`, () =>
      HttpResponse.json(fakeUser({ ...ana, fullName: 'Ana S. Lima' })),
    ),
  )
  renderWithProviders(<Probe />)
  expect(await screen.findByText('perfil: Ana Souza (user)')).toBeInTheDocument()
  const supabase = await getSupabase()
  await act(async () => {
    await supabase.auth.refreshSession()
  })
  expect(await screen.findByText('evento: TOKEN_REFRESHED')).toBeInTheDocument()
  expect(screen.getByText('estado: conectado ana@mov.local')).toBeInTheDocument()
  fullName = 'Ana S. Lima'
  await act(async () => {
    await supabase.auth.updateUser({ data: { full_name: 'Ana S. Lima' } })
  })
  expect(await screen.findByText('evento: USER_UPDATED')).toBeInTheDocument()
  expect(await screen.findByText('perfil: Ana S. Lima (user)')).toBeInTheDocument()
  expect(profileReads).toBe(2)
})

test('a verified second factor reads the profile again: at aal1 the database gave no row', async () => {
  storeSession(ana, { factors: [verifiedTotpFactor] })
  let aal2 = false
  const mfa = mfaService(ana, { factors: [verifiedTotpFactor] })
  server.use(
    ...mfa.handlers,
    http.get(PROFILES_URL, () =>
      HttpResponse.json(aal2 ? [{ role: 'admin', full_name: 'Ana Souza', avatar_url: null }] : []),
    ),
  )
  renderWithProviders(<Probe />)
  expect(await screen.findByText('estado: conectado ana@mov.local')).toBeInTheDocument()
  expect(await screen.findByText('perfil: nenhum')).toBeInTheDocument()
  const supabase = await getSupabase()
  aal2 = true
  await act(async () => {
    await supabase.auth.mfa.challengeAndVerify({ factorId: verifiedTotpFactor.id, code: GOOD_CODE })
  })
  expect(await screen.findByText('evento: MFA_CHALLENGE_VERIFIED')).toBeInTheDocument()
  expect(await screen.findByText('perfil: Ana Souza (admin)')).toBeInTheDocument()
})

test('a profile error other than PGRST116 shows "Erro ao buscar perfil" in pt-BR, never the server\'s text', async () => {
  storeSession(ana)
  server.use(
    http.get(PROFILES_URL, () =>
      HttpResponse.json(
        {
          code: '42501',
          message: 'permission denied for table profiles',
          details: null,
          hint: null,
        },
        { status: 403 },
      ),
    ),
  )
  renderWithProviders(<Probe />)
  expect(await screen.findByText('Erro ao buscar perfil')).toBeInTheDocument()
  expect(screen.getByText('Algo deu errado')).toBeInTheDocument()
  expect(screen.queryByText(/permission denied/)).not.toBeInTheDocument()
  expect(screen.getByText('perfil: nenhum')).toBeInTheDocument()
})

test('a profile that failed to load (service down) says so by kind and loads on "Tentar novamente"', async () => {
  storeSession(ana)
  let down = true
  server.use(
    http.get(PROFILES_URL, () =>
      down
        ? HttpResponse.json(
            { code: 'XX000', message: 'internal error', details: null, hint: null },
            { status: 500 },
          )
        : HttpResponse.json([{ role: 'user', full_name: 'Ana Souza', avatar_url: null }]),
    ),
  )
  const { user } = renderWithProviders(<Probe />)
  expect(await screen.findByText('Erro ao buscar perfil')).toBeInTheDocument()
  expect(
    screen.getByText('O serviço está indisponível no momento. Tente novamente em instantes.'),
  ).toBeInTheDocument()
  expect(screen.getByText('perfil: nenhum')).toBeInTheDocument()
  down = false
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('perfil: Ana Souza (user)')).toBeInTheDocument()
})

test('a missing profile (PGRST116) shows no toast and the name falls back to the sign-up metadata', async () => {
  storeSession(ana)
  let answered = false
  server.use(
    http.get(PROFILES_URL, () => {
      answered = true
      return HttpResponse.json(
        {
          code: 'PGRST116',
          details: 'The result contains 0 rows',
          hint: null,
          message: 'Cannot coerce the result to a single JSON object',
        },
        { status: 406 },
      )
    }),
  )
  renderWithProviders(<Probe />)
  await waitFor(() => expect(answered).toBe(true))
  expect(await screen.findByText('perfil: nenhum')).toBeInTheDocument()
  expect(screen.getByText('nome: Ana Souza')).toBeInTheDocument()
  expect(screen.queryByText('Erro ao buscar perfil')).not.toBeInTheDocument()
})

test('a sign-in dismisses "Falha no login", and a sign-out dismisses a toast that says the person is signed in', async () => {
  server.use(
    signInHandler(ana, 'senha-123'),
    profileHandler({ role: 'user', full_name: 'Ana Souza' }),
    logoutHandler,
  )
  renderWithProviders(<Probe />)
  expect(await screen.findByText('estado: desconectado')).toBeInTheDocument()
  act(() => {
    toast({
      title: 'Falha no login',
      description: 'E-mail ou senha incorretos',
      variant: 'destructive',
      dismissOn: 'sign-in',
    })
  })
  expect(await screen.findByText('Falha no login')).toBeInTheDocument()
  const supabase = await getSupabase()
  await act(async () => {
    await supabase.auth.signInWithPassword({ email: ana.email, password: 'senha-123' })
  })
  expect(await screen.findByText('evento: SIGNED_IN')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByText('Falha no login')).not.toBeInTheDocument())

  act(() => {
    toast({
      title: 'Registro bem-sucedido!',
      description: 'Sua conta foi criada e você já está conectado.',
      variant: 'success',
      dismissOn: 'sign-out',
    })
  })
  expect(await screen.findByText('Registro bem-sucedido!')).toBeInTheDocument()
  await act(async () => {
    await supabase.auth.signOut()
  })
  expect(await screen.findByText('evento: SIGNED_OUT')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByText('Registro bem-sucedido!')).not.toBeInTheDocument())
})

test('a toast that is not about the sign-in state stays when the person signs in', async () => {
  server.use(signInHandler(ana, 'senha-123'), profileHandler({ role: 'user', full_name: 'Ana' }))
  renderWithProviders(<Probe />)
  expect(await screen.findByText('estado: desconectado')).toBeInTheDocument()
  act(() => {
    toast({ title: 'Produto adicionado ao carrinho' })
  })
  const supabase = await getSupabase()
  await act(async () => {
    await supabase.auth.signInWithPassword({ email: ana.email, password: 'senha-123' })
  })
  expect(await screen.findByText('evento: SIGNED_IN')).toBeInTheDocument()
  expect(screen.getByText('Produto adicionado ao carrinho')).toBeInTheDocument()
})
