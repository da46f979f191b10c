// Two-factor for staff through the local backend's APIs
// (docs/decisions/staff-two-factor-database.md): the REST and Storage servers put the whole
// verified JWT in `request.jwt.claims` (local-backend/jwt.ts `requestClaims`), so the `aal` claim
// reaches the database rule of 20261126120000_staff_aal2.sql as PostgREST passes it on Supabase.
// The tokens are minted here with the local secret (local-backend/jwt.ts `signJwt`), as GoTrue
// would sign them after a password (aal1) or a verified code (aal2), naming a real session of the
// account (staff rights need it live); the sign-in flow that issues them is the auth server's,
// tested with it.
import { StorageApiError, createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { signJwt } from '../../local-backend/jwt'
import { seededSecret } from '../../local-backend/seed-factors.mjs'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient } from './support'
import { DEMO_PASSWORD, signInStaff } from './support/staff-session'

const accounts = {
  admin: 'a0000000-0000-4000-8000-000000000001',
  movPlusAdmin: 'a0000000-0000-4000-8000-000000000003',
  membro: 'a0000000-0000-4000-8000-000000000004',
}

let backend: LocalBackend

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

const emails: Record<string, string> = {
  [accounts.admin]: 'admin@mov.local',
  [accounts.movPlusAdmin]: 'movplus@mov.local',
  [accounts.membro]: 'membro@mov.local',
}

const sessions = new Map<string, string>()

/**
 * The id of a real session of the account, signed in as the site does it (staff: password and the
 * seeded code, so the session is aal2 in auth.sessions): staff rights need the token's session to
 * be live (20261127010100_staff_live_session.sql), so the minted tokens below name it.
 */
async function liveSession(sub: string): Promise<string> {
  const known = sessions.get(sub)
  if (known) return known
  const email = emails[sub]!
  const client = createTestClient(backend.url, LOCAL_ANON_KEY)
  if (seededSecret(email)) await signInStaff(client, email)
  else {
    const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
    if (error) throw error
  }
  const { data } = await client.auth.getSession()
  const token = data.session?.access_token ?? ''
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    session_id: string
  }
  sessions.set(sub, claims.session_id)
  return claims.session_id
}

/** A supabase-js client whose requests carry an access token for `sub` at `aal` (none: no claim). */
async function clientAs(sub: string, aal: 'aal1' | 'aal2' | null): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000)
  const method = aal === 'aal2' ? [{ method: 'totp', timestamp: now }] : []
  const token = await signJwt(
    {
      sub,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: await liveSession(sub),
      ...(aal ? { aal, amr: [...method, { method: 'password', timestamp: now }] } : {}),
    },
    now,
    now + 600,
  )
  return createClient(backend.url, LOCAL_ANON_KEY, {
    accessToken: async () => token,
    // Realtime is never used here (as in ./support.ts): a transport that cannot connect.
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

const testimonial = { name: 'Ana Teste', role: 'Voluntária', quote: 'Uma frase.' }

test('an admin token at aal1, or without an aal claim, cannot write content through REST; at aal2 it can', async () => {
  for (const aal of ['aal1', null] as const) {
    const client = await clientAs(accounts.admin, aal)
    const { error, status } = await client.from('testimonials').insert(testimonial)
    expect(status, String(aal)).toBe(403)
    expect(error?.code).toBe('42501')
  }
  const staff = await clientAs(accounts.admin, 'aal2')
  const { data, error, status } = await staff.from('testimonials').insert(testimonial).select('id')
  expect(error).toBeNull()
  expect(status).toBe(201)
  await staff.from('testimonials').delete().eq('id', data![0]!.id)
})

test('an admin token at aal1 reads only what visitors see; at aal2 the hidden rows too', async () => {
  const count = async (aal: 'aal1' | 'aal2') => {
    const client = await clientAs(accounts.admin, aal)
    const { count, error } = await client
      .from('noticias')
      .select('id', { count: 'exact', head: true })
    expect(error).toBeNull()
    return count ?? 0
  }
  const { count: published } = await (
    await clientAs(accounts.membro, 'aal1')
  )
    .from('noticias')
    .select('id', { count: 'exact', head: true })
  expect(await count('aal1')).toBe(published)
  expect(await count('aal2')).toBeGreaterThan(published ?? 0)
})

test('an admin token at aal1 reads no profile, not even its own (its second factor protects it); at aal2 every one', async () => {
  const atAal1 = await (await clientAs(accounts.admin, 'aal1')).from('profiles').select('id, role')
  expect(atAal1.error).toBeNull()
  expect(atAal1.data).toEqual([])
  const atAal2 = await (await clientAs(accounts.admin, 'aal2')).from('profiles').select('id, role')
  expect(atAal2.error).toBeNull()
  expect(atAal2.data).toContainEqual({ id: accounts.admin, role: 'admin' })
  expect(atAal2.data!.length).toBeGreaterThan(1)
})

test('the MOV+ presidency at aal1 is told the area needs the second factor; at aal2 the call works', async () => {
  const atAal1 = await (await clientAs(accounts.movPlusAdmin, 'aal1')).rpc('mov_plus_stats')
  expect(atAal1.status).toBe(403)
  expect(atAal1.error).toMatchObject({
    code: '42501',
    message: 'Esta área exige a verificação em duas etapas.',
  })
  const atAal2 = await (await clientAs(accounts.movPlusAdmin, 'aal2')).rpc('mov_plus_stats')
  expect(atAal2.error).toBeNull()
  expect(atAal2.data).toHaveLength(1)
})

test('an admin token at aal1 cannot upload to site-media; at aal2 it can', async () => {
  const file = new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' })
  const atAal1 = await (
    await clientAs(accounts.admin, 'aal1')
  ).storage
    .from('site-media')
    .upload('testes/aal1.pdf', file)
  expect(atAal1.error).toBeInstanceOf(StorageApiError)
  expect((atAal1.error as StorageApiError).statusCode).toBe('403')
  const staff = await clientAs(accounts.admin, 'aal2')
  const atAal2 = await staff.storage.from('site-media').upload('testes/aal2.pdf', file)
  expect(atAal2.error).toBeNull()
  await staff.storage.from('site-media').remove(['testes/aal2.pdf'])
})
