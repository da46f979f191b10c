// The reads moved into the database (docs/decisions/scale-reads.md), through supabase-js against
// the local backend: the filter menus' functions called with GET (cacheable, no body), and a
// member's points total from mov_plus_saldos under its row-level security.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import type { Database } from '../../src/types/database'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'

let backend: LocalBackend

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests')
  }
}

function client(): SupabaseClient<Database> {
  return createClient<Database>(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: NoWebSocket as unknown as typeof WebSocket },
  })
}

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
})

afterAll(async () => {
  await backend?.close()
})

test('a visitor gets the filter menus’ distinct values with GET, one row per value', async () => {
  const anon = client()
  const publications = await anon.rpc('pdc_publication_thematics', undefined, { get: true })
  expect(publications.error).toBeNull()
  const thematics = publications.data!.map((r) => r.thematic)
  expect(thematics.length).toBeGreaterThan(0)
  expect(new Set(thematics).size).toBe(thematics.length)
  const column = await anon.from('pdc_publications').select('thematic').eq('is_published', true)
  expect([...thematics].sort()).toEqual([...new Set(column.data!.map((r) => r.thematic))].sort())

  const manifestos = await anon.rpc('manifesto_thematics', undefined, { get: true })
  expect(manifestos.error).toBeNull()
  expect(manifestos.data!.length).toBeGreaterThan(0)

  const programs = await anon.rpc('programa_filters', undefined, { get: true })
  expect(programs.error).toBeNull()
  expect(programs.data).toHaveLength(1)
  expect(programs.data![0]!.categories.length).toBeGreaterThan(0)
  expect(programs.data![0]!.years.every((y) => Number.isInteger(y))).toBe(true)
})

test('a member reads their own total, equal to their balance; a visitor reads none', async () => {
  const member = client()
  const { error } = await member.auth.signInWithPassword({
    email: 'membro@mov.local',
    password: 'mov-local-123',
  })
  if (error) throw error
  const totals = await member.from('mov_plus_saldos').select('user_id, points')
  expect(totals.error).toBeNull()
  const { data: user } = await member.auth.getUser()
  expect(totals.data!.map((r) => r.user_id)).toEqual(totals.data!.length ? [user.user!.id] : [])
  const balance = await member.rpc('mov_plus_my_balance')
  expect(Number(balance.data)).toBe(Number(totals.data![0]?.points ?? 0))

  const visitor = await client().from('mov_plus_saldos').select('points')
  expect(visitor.error?.code).toBe('42501')
})
