// verify-password's per-area failure budget (docs/decisions/verify-password-rate-limit.md) on a
// real PostgreSQL (hosted Supabase runs 15; PGlite is a newer major and has one connection): the
// migration applies after every other one, the handler's SQL works there as on PGlite, and many
// function instances spending one area's budget at the same moment, each on its own connection as
// service_role, cannot take more than the budget (the upsert takes the row's lock). The server:
// ./support/pg-server.ts.
import type pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  AREA_BURST,
  AREA_LEAK_SECONDS,
  createSqlAreaBudget,
  type Db,
} from '../../supabase/functions/verify-password/handler'
import { pgTest, startPgServer, type PgServer } from './support/pg-server'

const run = pgTest('verify-password-area-budget.pg.test.ts')

let server: PgServer | null = null
const clients: pg.Client[] = []

beforeAll(async () => {
  server = await startPgServer()
})

afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()))
  await server?.stop()
})

/** A connection as the function's: the service role, each statement its own transaction. */
async function functionConnection(): Promise<Db> {
  if (!server) throw new Error('the server is started in beforeAll')
  const client = await server.connect()
  clients.push(client)
  await client.query('set role service_role')
  return {
    query: async (text, params = []) => ({
      rows: (await client.query<Record<string, unknown>>(text, params)).rows,
    }),
  }
}

run(
  'the server is PostgreSQL 15 or later and the budget table is closed to the API roles',
  async () => {
    const owner = await functionConnection()
    const [row] = (
      await owner.query(
        `select current_setting('server_version_num')::int / 10000 as major,
              has_table_privilege('anon', 'private.verify_password_area_budget', 'select') as anon,
              has_table_privilege('authenticated', 'private.verify_password_area_budget', 'insert') as authenticated`,
      )
    ).rows
    expect(Number(row!.major)).toBeGreaterThanOrEqual(15)
    expect(row).toMatchObject({ anon: false, authenticated: false })
  },
)

run(
  `${AREA_BURST + 10} instances spending one area's budget at once: exactly ${AREA_BURST} are answered, the others wait at most ${AREA_LEAK_SECONDS} s`,
  async () => {
    const connections = await Promise.all(
      Array.from({ length: AREA_BURST + 10 }, () => functionConnection()),
    )
    const waits = await Promise.all(connections.map((db) => createSqlAreaBudget(db).take('admin')))
    expect(waits.filter((w) => w === 0)).toHaveLength(AREA_BURST)
    for (const w of waits.filter((w) => w !== 0)) {
      expect(w).toBeGreaterThan(0)
      expect(w).toBeLessThanOrEqual(AREA_LEAK_SECONDS)
    }
    const [row] = (
      await connections[0]!.query(
        `select round(level)::int as level from private.verify_password_area_budget where area = 'admin'`,
      )
    ).rows
    expect(row).toEqual({ level: AREA_BURST })
  },
)

run('a refund gives one attempt back; the interval leaks one more', async () => {
  const db = await functionConnection()
  const budget = createSqlAreaBudget(db)
  for (let i = 0; i < AREA_BURST; i++) expect(await budget.take('escritor')).toBe(0)
  expect(await budget.take('escritor')).toBeGreaterThan(0)
  await budget.refund('escritor')
  expect(await budget.take('escritor')).toBe(0)
  await db.query(
    `update private.verify_password_area_budget
        set updated_at = updated_at - interval '${AREA_LEAK_SECONDS + 1} seconds' where area = 'escritor'`,
  )
  expect(await budget.take('escritor')).toBe(0)
  expect(await budget.take('escritor')).toBeGreaterThan(0)
})
