// supabase-js auth against the standalone local backend: GoTrue's shapes, sessions, refresh
// rotation, and RLS deciding from the signed-in account.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { confirmEmail, createTestClient, signUpConfirmed } from './support'
import { staffSession } from './support/staff-session'

let backend: LocalBackend

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

const client = () => createTestClient(backend.url, LOCAL_ANON_KEY)
let counter = 0
const newEmail = () => `pessoa${++counter}-${Date.now()}@exemplo.com.br`

test('a confirmed sign-up signs in and creates a profile with role user, whatever the metadata says', async () => {
  const supabase = client()
  const events: string[] = []
  supabase.auth.onAuthStateChange((event) => events.push(event))
  const email = newEmail()
  const { data, error } = await signUpConfirmed(supabase, backend.url, {
    email,
    password: 'segredo-123',
    options: { data: { full_name: 'Maria Clara', role: 'admin' } },
  })
  expect(error).toBeNull()
  expect(data.session?.access_token).toBeTruthy()
  expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' })
  expect(data.user?.user_metadata.full_name).toBe('Maria Clara')
  expect(events).toContain('SIGNED_IN')
  const profile = await supabase
    .from('profiles')
    .select('role, full_name')
    .eq('id', data.user!.id)
    .single()
  expect(profile.data).toEqual({ role: 'user', full_name: 'Maria Clara' })
})

test('sign-up and sign-in without an e-mail or a password give the GoTrue message', async () => {
  const supabase = client()
  const noPassword = await supabase.auth.signUp({ email: newEmail(), password: '' })
  expect(noPassword.error?.message).toBe(
    'You must provide either an email or phone number and a password',
  )
  expect(noPassword.error?.status).toBe(400)
  const noEmail = await supabase.auth.signInWithPassword({ email: '', password: 'segredo-123' })
  expect(noEmail.error?.message).toBe(
    'You must provide either an email or phone number and a password',
  )
})

test('sign-up errors: short password, malformed e-mail, existing account', async () => {
  const supabase = client()
  const weak = await supabase.auth.signUp({ email: newEmail(), password: '123' })
  expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
  const malformed = await supabase.auth.signUp({ email: 'sem-arroba', password: 'segredo-123' })
  expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' })
  // An existing account is answered like a new one (tests/local-backend/auth-hardening.test.ts).
  const existing = await supabase.auth.signUp({ email: 'admin@mov.local', password: 'segredo-123' })
  expect(existing.error).toBeNull()
  expect(existing.data.session).toBeNull()
})

test('sign-in with the right password gives a session; a wrong one gives invalid_credentials', async () => {
  const email = newEmail()
  await client().auth.signUp({ email, password: 'segredo-123' })
  await confirmEmail(backend.url, email)
  const supabase = client()
  const wrong = await supabase.auth.signInWithPassword({ email, password: 'errada-000' })
  expect(wrong.error).toMatchObject({
    status: 400,
    code: 'invalid_credentials',
    message: 'Invalid login credentials',
  })
  expect(wrong.data.session).toBeNull()
  const unknown = await supabase.auth.signInWithPassword({
    email: 'ninguem@exemplo.com.br',
    password: 'segredo-123',
  })
  expect(unknown.error?.code).toBe('invalid_credentials')
  const right = await supabase.auth.signInWithPassword({ email, password: 'segredo-123' })
  expect(right.error).toBeNull()
  expect(right.data.session?.expires_in).toBe(3600)
  expect(right.data.user?.email).toBe(email)
})

test('a refresh rotates the refresh token; a used one only answers within the reuse interval', async () => {
  const supabase = client()
  const { data } = await signUpConfirmed(supabase, backend.url, {
    email: newEmail(),
    password: 'segredo-123',
  })
  const first = data.session!
  const refreshed = await supabase.auth.refreshSession()
  expect(refreshed.error).toBeNull()
  const second = refreshed.data.session!
  expect(second.refresh_token).not.toBe(first.refresh_token)
  // Another tab refreshing with the same token at the same moment gets the same successor.
  const sameMoment = await client().auth.refreshSession({ refresh_token: first.refresh_token })
  expect(sameMoment.error).toBeNull()
  expect(sameMoment.data.session?.refresh_token).toBe(second.refresh_token)
  // Once the successor has been used too, the first token is refused.
  const third = await supabase.auth.refreshSession()
  expect(third.error).toBeNull()
  const reuse = await client().auth.refreshSession({ refresh_token: first.refresh_token })
  expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
  const unknown = await client().auth.refreshSession({ refresh_token: 'nao-existe' })
  expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
})

test('getUser returns the account and updateUser merges metadata', async () => {
  const supabase = client()
  const email = newEmail()
  await signUpConfirmed(supabase, backend.url, {
    email,
    password: 'segredo-123',
    options: { data: { full_name: 'Ana', city: 'Recife' } },
  })
  const got = await supabase.auth.getUser()
  expect(got.error).toBeNull()
  expect(got.data.user?.email).toBe(email)
  const updated = await supabase.auth.updateUser({ data: { full_name: 'Ana Paula', city: null } })
  expect(updated.error).toBeNull()
  expect(updated.data.user?.user_metadata.full_name).toBe('Ana Paula')
  expect(updated.data.user?.user_metadata).not.toHaveProperty('city')
})

test('sign-out ends the session: its refresh token stops working and the user route refuses the old token', async () => {
  const supabase = client()
  const { data } = await signUpConfirmed(supabase, backend.url, {
    email: newEmail(),
    password: 'segredo-123',
  })
  const session = data.session!
  const events: string[] = []
  supabase.auth.onAuthStateChange((event) => events.push(event))
  const out = await supabase.auth.signOut()
  expect(out.error).toBeNull()
  expect(events).toContain('SIGNED_OUT')
  expect((await supabase.auth.getSession()).data.session).toBeNull()
  const res = await fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  })
  expect(res.status).toBe(403)
  expect(((await res.json()) as { code: string }).code).toBe('session_not_found')
  const again = await client().auth.refreshSession({ refresh_token: session.refresh_token })
  expect(again.error?.status).toBe(400)
})

test('a signed-in member reads only their own profile', async () => {
  const supabase = client()
  const { data } = await signUpConfirmed(supabase, backend.url, {
    email: newEmail(),
    password: 'segredo-123',
    options: { data: { full_name: 'Só Eu' } },
  })
  const all = await supabase.from('profiles').select('id, full_name')
  expect(all.error).toBeNull()
  expect(all.data).toEqual([{ id: data.user!.id, full_name: 'Só Eu' }])
  const admin = await supabase
    .from('profiles')
    .select('id')
    .eq('id', 'a0000000-0000-4000-8000-000000000001')
  expect(admin.data).toEqual([])
})

test('a signed-in member cannot make themselves admin', async () => {
  const supabase = client()
  const { data } = await signUpConfirmed(supabase, backend.url, {
    email: newEmail(),
    password: 'segredo-123',
  })
  const { error, status } = await supabase
    .from('profiles')
    .update({ role: 'admin' })
    .eq('id', data.user!.id)
  expect(status).toBe(403)
  expect(error?.code).toBe('42501')
  const profile = await supabase.from('profiles').select('role').eq('id', data.user!.id).single()
  expect(profile.data?.role).toBe('user')
})

test('a seeded admin signs in with the second factor and reads every profile', async () => {
  const supabase = await staffSession(backend.url, 'admin@mov.local')
  const profiles = await supabase.from('profiles').select('id')
  expect(profiles.data?.length).toBeGreaterThan(1)
})
