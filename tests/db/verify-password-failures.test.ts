// private.verify_password_failures (verify-password's failure counter per address) and
// private.verify_password_area_budget (its failure budget per area,
// docs/decisions/verify-password-rate-limit.md) on the real migrations: closed to the API roles
// whatever the account's role, usable by the service role, and the handler's SQL counters behave as
// specified against them. The same budget on a real PostgreSQL 15 with concurrent connections:
// verify-password-area-budget.pg.test.ts.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  AREA_BURST,
  AREA_LEAK_SECONDS,
  createSqlAreaBudget,
  createSqlFailureStore,
} from '../../supabase/functions/verify-password/handler'
import { anon, createDatabase, runAs, signedIn, users } from './support/database'

let db: PGlite
const hash = (n: number) => n.toString(16).padStart(64, '0')

beforeAll(async () => {
  db = await createDatabase({ seed: true })
})
afterAll(async () => {
  await db?.close()
})

/** Runs as service_role, as the function's database connection does (committed). */
const serviceRole = {
  query: (text: string, params: unknown[] = []) =>
    db.transaction(async (tx) => {
      await tx.exec('set local role service_role')
      const result = await tx.query<Record<string, unknown>>(text, params)
      return { rows: result.rows }
    }),
}

const statements = [
  'select * from private.verify_password_failures',
  `insert into private.verify_password_failures (address_hash) values ('${hash(1)}')`,
  'update private.verify_password_failures set failures = 1',
  'delete from private.verify_password_failures',
  'select * from private.verify_password_area_budget',
  `insert into private.verify_password_area_budget (area) values ('admin')`,
  'update private.verify_password_area_budget set level = 0',
  'delete from private.verify_password_area_budget',
]

for (const [name, caller] of [
  ['anon', anon],
  ['a member', signedIn(users.membro)],
  ['an admin', signedIn(users.admin, 'aal2')],
] as const) {
  test(`${name} can neither read nor write the failure counters`, async () => {
    // runAs works inside a transaction (as useDatabase opens per test); roll it back afterwards.
    await db.exec('begin')
    try {
      for (const sql of statements) {
        const outcome = await runAs(db, caller, sql)
        expect(outcome, sql).toMatchObject({ ok: false, code: '42501' })
      }
    } finally {
      await db.exec('rollback')
    }
  })
}

test('the service role counts failures, blocks after 5 within 15 minutes, and resets', async () => {
  const store = createSqlFailureStore(serviceRole)
  for (let i = 0; i < 5; i++) {
    expect(await store.blockedFor(hash(2))).toBe(0)
    await store.recordFailure(hash(2))
  }
  const wait = await store.blockedFor(hash(2))
  expect(wait).toBeGreaterThan(890)
  expect(wait).toBeLessThanOrEqual(900)
  expect(await store.blockedFor(hash(3))).toBe(0)
  await store.reset(hash(2))
  expect(await store.blockedFor(hash(2))).toBe(0)
})

test('a window older than 15 minutes no longer blocks, starts over, and stale rows are forgotten', async () => {
  const store = createSqlFailureStore(serviceRole)
  for (let i = 0; i < 5; i++) await store.recordFailure(hash(4))
  for (let i = 0; i < 2; i++) await store.recordFailure(hash(5))
  await db.exec(
    `update private.verify_password_failures set window_started_at = now() - interval '16 minutes'`,
  )
  expect(await store.blockedFor(hash(4))).toBe(0)
  await store.recordFailure(hash(4))
  const { rows } = await serviceRole.query(
    'select address_hash, failures from private.verify_password_failures order by address_hash',
  )
  expect(rows).toEqual([{ address_hash: hash(4), failures: 1 }])
})

test('only well-formed SHA-256 hex digests can be stored', async () => {
  await expect(
    serviceRole.query(
      `insert into private.verify_password_failures (address_hash) values ('203.0.113.9')`,
    ),
  ).rejects.toThrow(/check constraint/)
})

test(`the area budget takes ${AREA_BURST} failures, then refuses with a wait of at most ${AREA_LEAK_SECONDS} s; other areas are apart`, async () => {
  const budget = createSqlAreaBudget(serviceRole)
  for (let i = 0; i < AREA_BURST; i++) expect(await budget.take('escritor')).toBe(0)
  const wait = await budget.take('escritor')
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(AREA_LEAK_SECONDS)
  // A refused attempt spends nothing: the level stays at the burst.
  const { rows } = await serviceRole.query(
    `select round(level)::int as level from private.verify_password_area_budget where area = 'escritor'`,
  )
  expect(rows).toEqual([{ level: AREA_BURST }])
  expect(await budget.take('admin')).toBe(0)
})

test('the area budget leaks one attempt per interval, and a refund gives one back', async () => {
  const budget = createSqlAreaBudget(serviceRole)
  for (let i = 0; i < AREA_BURST; i++) await budget.take('mov-plus-admin')
  expect(await budget.take('mov-plus-admin')).toBeGreaterThan(0)
  await budget.refund('mov-plus-admin')
  expect(await budget.take('mov-plus-admin')).toBe(0)
  expect(await budget.take('mov-plus-admin')).toBeGreaterThan(0)
  // Two intervals later, two more attempts are answered and the third waits again.
  await db.exec(
    `update private.verify_password_area_budget
        set updated_at = updated_at - interval '${2 * AREA_LEAK_SECONDS + 1} seconds'
      where area = 'mov-plus-admin'`,
  )
  expect(await budget.take('mov-plus-admin')).toBe(0)
  expect(await budget.take('mov-plus-admin')).toBe(0)
  expect(await budget.take('mov-plus-admin')).toBeGreaterThan(0)
})

test('the area budget holds only the known areas, within bounds', async () => {
  await expect(
    serviceRole.query(`insert into private.verify_password_area_budget (area) values ('outra')`),
  ).rejects.toThrow(/check constraint/)
  await expect(
    serviceRole.query(
      `update private.verify_password_area_budget set level = -1 where area = 'admin'`,
    ),
  ).rejects.toThrow(/check constraint/)
})
