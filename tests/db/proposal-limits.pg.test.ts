// The partnership proposals' send limit on a real PostgreSQL (hosted Supabase runs 15), with the
// auth stub, every migration and the seed loaded (./support/pg-server.ts): the cases PGlite runs
// (./support/proposal-limits.ts), each in a transaction rolled back afterwards, then sends arriving
// at the same moment on their own connections, as PostgREST's pool sends them, which must not
// pass more than the limits.
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { pgTest, startPgServer, sqlSession, type PgServer } from './support/pg-server'
import { formRow } from './support/proposal-policy'
import { proposalLimitTests } from './support/proposal-limits'

const run = pgTest('proposal-limits.pg.test.ts')

let server: PgServer | null = null
let owner: pg.Client | undefined
const clients: pg.Client[] = []

beforeAll(async () => {
  server = await startPgServer()
  owner = await server?.connect()
})
beforeEach(async () => {
  await owner?.query('begin')
})
afterEach(async () => {
  await owner?.query('rollback')
})
afterAll(async () => {
  await Promise.allSettled([...clients, ...(owner ? [owner] : [])].map((c) => c.end()))
  await server?.stop()
})

proposalLimitTests(run, () => {
  if (!owner) throw new Error('the server is started in beforeAll')
  return sqlSession(owner)
})

/** One send as PostgREST makes it, on its own connection, committed: `ok` or `code details`. */
async function sendOnItsOwn(client: pg.Client, address: string): Promise<string> {
  const row: Record<string, unknown> = { ...formRow, idempotency_key: randomUUID() }
  const columns = Object.keys(row)
  try {
    await client.query('begin')
    await client.query(
      `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
              set_config('request.headers', $1, true)`,
      [JSON.stringify({ 'cf-connecting-ip': address })],
    )
    await client.query(
      `insert into public.parcerias_solicitacoes (${columns.join(', ')})
       values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    )
    await client.query('commit')
    return 'ok'
  } catch (error) {
    await client.query('rollback')
    const { code, detail } = error as { code?: string; detail?: string }
    return `${code} ${detail}`
  }
}

async function connections(count: number): Promise<pg.Client[]> {
  if (!server) throw new Error('the server is started in beforeAll')
  const opened = await Promise.all(Array.from({ length: count }, () => server!.connect()))
  clients.push(...opened)
  return opened
}

const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {})

run(
  'sends arriving at the same moment on their own connections pass no more than the limits',
  async () => {
    const pool = await connections(25)
    const admin = pool[0]!
    try {
      // Twelve at once from one address: five pass.
      const sameAddress = await Promise.all(
        pool.slice(0, 12).map((c) => sendOnItsOwn(c, '203.0.113.50')),
      )
      expect(tally(sameAddress)).toEqual({ ok: 5, 'PT429 proposals_per_address': 7 })
      // With a total of 15, twenty-five at once from twenty-five addresses: ten more pass.
      await admin.query(`update private.parcerias_envios_config set total = 15`)
      const many = await Promise.all(pool.map((c, i) => sendOnItsOwn(c, `198.51.100.${100 + i}`)))
      expect(tally(many)).toEqual({ ok: 10, 'PT429 proposals_total': 15 })
    } finally {
      await admin.query(`update private.parcerias_envios_config set total = 60`)
      await admin.query(`delete from private.parcerias_envios`)
      await admin.query(`delete from public.parcerias_solicitacoes where email = $1`, [
        formRow.email,
      ])
    }
  },
)
