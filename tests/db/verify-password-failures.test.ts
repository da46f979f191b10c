// private.verify_password_failures (verify-password's failure counter) on the real migrations:
// closed to the API roles whatever the account's role, usable by the service role, and the
// handler's SQL counter behaves as specified against it.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSqlFailureStore } from '../../supabase/functions/verify-password/handler'
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
]

for (const [name, caller] of [
  ['anon', anon],
  ['a member', signedIn(users.membro)],
  ['an admin', signedIn(users.admin)],
] as const) {
  test(`${name} can neither read nor write the failure counter`, async () => {
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
