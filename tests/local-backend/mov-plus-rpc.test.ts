// The MOV+ functions called as the site will call them: supabase-js `rpc` with the seeded accounts,
// against the local backend. A refusal reaches the page as PostgREST sends it (code P0001 and the
// pt-BR message as written in the migration).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import type { Database } from '../../src/types/database'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { DEMO_PASSWORD, signInStaff } from './support/staff-session'

let backend: LocalBackend

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

function newClient(): SupabaseClient<Database> {
  return createClient<Database>(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

async function signedIn(email: string): Promise<SupabaseClient<Database>> {
  const client = newClient()
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (error) throw error
  return client
}

/** The presidency's account at aal2 (password and its TOTP code), as staff rights need. */
function presidencySession(): Promise<SupabaseClient<Database>> {
  return signInStaff(newClient(), 'movplus@mov.local')
}

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

const camiseta = 'ba000000-0000-4000-8000-000000000001'
const pendingOfMembro = 'bb000000-0000-4000-8000-000000000002'

test('a member sees their balance, a refused request comes back in pt-BR, and the presidency approves', async () => {
  const membro = await signedIn('membro@mov.local')
  const presidency = await presidencySession()

  expect((await membro.rpc('mov_plus_my_balance')).data).toBe(380)

  // 380 points, 200 of them already asked for: a second camiseta (200) is refused.
  const refused = await membro.rpc('mov_plus_request_redemption', { p_reward_id: camiseta })
  expect(refused.error).toMatchObject({
    code: 'P0001',
    message: 'Saldo de pontos insuficiente para esta recompensa.',
  })

  const forbidden = await membro.rpc('mov_plus_decide_redemption', {
    p_redemption_id: pendingOfMembro,
    p_approve: true,
  })
  expect(forbidden.error?.code).toBe('42501')

  const approved = await presidency.rpc('mov_plus_decide_redemption', {
    p_redemption_id: pendingOfMembro,
    p_approve: true,
  })
  expect(approved.error).toBeNull()
  expect(approved.data).toMatchObject({ id: pendingOfMembro, status: 'aprovado' })
  expect((await membro.rpc('mov_plus_my_balance')).data).toBe(180)
})

test('the presidency searches members, awards points for a mission and reads the totals', async () => {
  const presidency = await presidencySession()
  const found = await presidency.rpc('mov_plus_search_members', { p_query: 'lucas' })
  expect(found.error).toBeNull()
  expect(found.data).toEqual([
    expect.objectContaining({ full_name: 'Lucas Ferreira', email: 'lucas@mov.local' }),
  ])
  const lucas = found.data![0]!

  const awarded = await presidency.rpc('mov_plus_award_points', {
    p_user_id: lucas.id,
    p_points: null,
    p_mission_id: 'b9000000-0000-4000-8000-000000000001',
  })
  expect(awarded.error).toBeNull()
  expect(awarded.data).toMatchObject({ points: 50, reason: 'Missão: Participe de uma oficina' })

  const self = await presidency.rpc('mov_plus_award_points', {
    p_user_id: 'a0000000-0000-4000-8000-000000000003',
    p_points: 10,
    p_reason: 'Eu',
  })
  expect(self.error).toMatchObject({
    code: 'P0001',
    message: 'Você não pode dar pontos a si mesmo.',
  })

  const stats = await presidency.rpc('mov_plus_stats')
  expect(stats.error).toBeNull()
  expect(stats.data).toEqual([expect.objectContaining({ pending_redemptions: expect.any(Number) })])
  const top = await presidency.rpc('mov_plus_top_missions', { p_limit: 1 })
  expect(top.data).toHaveLength(1)
})
