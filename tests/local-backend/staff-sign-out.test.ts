// Staff rights end with the session (docs/decisions/database-linter.md), through the local
// backend's APIs as the site uses them: the presidency signs in (password and code), and right
// after `POST /auth/v1/logout?scope=global` the access token it held, still unexpired, no longer
// searches members (their e-mails) nor reads every member's total. The database rule:
// 20261127010100_staff_live_session.sql (tests/db/staff-session*.test.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import type { Database } from '../../src/types/database'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient } from './support'
import { staffSession } from './support/staff-session'

/** movplus@mov.local (supabase/seed.sql). */
const PRESIDENCY_ID = 'a0000000-0000-4000-8000-000000000003'

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

/** A client that sends this access token whatever happens to the session that issued it. */
function holding(token: string): SupabaseClient<Database> {
  return createClient<Database>(backend.url, LOCAL_ANON_KEY, {
    accessToken: async () => token,
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

test('after a global sign-out the presidency’s unexpired token no longer reads members’ e-mails nor totals', async () => {
  const presidency = await staffSession(backend.url, 'movplus@mov.local')
  const token = (await presidency.auth.getSession()).data.session?.access_token
  if (!token) throw new Error('no session')
  const kept = holding(token)
  const service = createTestClient(backend.url, backend.serviceKey)
  const { count: everyTotal } = await service
    .from('mov_plus_saldos')
    .select('user_id', { count: 'exact', head: true })

  const search = await kept.rpc('mov_plus_search_members', { p_query: '' })
  expect(search.error).toBeNull()
  expect(search.data?.length).toBeGreaterThan(1)
  const totals = await kept.from('mov_plus_saldos').select('user_id')
  expect(totals.error).toBeNull()
  expect(totals.data).toHaveLength(everyTotal ?? -1)

  const { error } = await presidency.auth.signOut({ scope: 'global' })
  expect(error).toBeNull()

  const refused = await kept.rpc('mov_plus_search_members', { p_query: '' })
  expect(refused.status).toBe(403)
  expect(refused.error).toMatchObject({ code: '42501' })
  const own = await kept.from('mov_plus_saldos').select('user_id')
  expect(own.error).toBeNull()
  expect(own.data?.length).toBeLessThan(everyTotal ?? 0)
  // Only its own row, a member's right, if it has one.
  expect(own.data?.every((row) => row.user_id === PRESIDENCY_ID)).toBe(true)
})
