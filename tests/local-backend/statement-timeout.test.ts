// The local database's statement budget per role (docs/decisions/local-backend-limits.md). PGlite
// accepts `statement_timeout` but never acts on it and runs each statement on its thread, so before
// the fix one slow statement blocked the whole process. Now PGlite runs on a worker thread: a
// statement past its role's budget fails with 57014, the process keeps running, and the database
// opens again with every committed row.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase, STATEMENT_TIMEOUTS_MS, type LocalDatabase } from '../../local-backend/db'

let db: LocalDatabase
const BUDGET = { anon: 300, authenticated: 2500, service_role: null } as const

beforeAll(async () => {
  db = await openDatabase({ dbDir: 'memory', statementTimeouts: BUDGET })
  await db.asOwner((tx) =>
    tx.exec(
      'create table public.timeout_probe (n int); grant insert on public.timeout_probe to anon',
    ),
  )
}, 120_000)

afterAll(async () => {
  await db?.close()
})

const sleep = (seconds: number) => `select pg_sleep(${seconds})`

/** Runs `fn` while counting the event loop's turns (a blocked loop counts none). */
async function counting<T>(
  fn: () => Promise<T>,
): Promise<{ ticks: number; outcome: T | Error; ms: number }> {
  let ticks = 0
  const timer = setInterval(() => ticks++, 20)
  const started = Date.now()
  let outcome: T | Error
  try {
    outcome = await fn()
  } catch (error) {
    outcome = error as Error
  }
  clearInterval(timer)
  return { ticks, outcome, ms: Date.now() - started }
}

test('the budgets are those of hosted Supabase: anon 3 s, authenticated 8 s', () => {
  expect(STATEMENT_TIMEOUTS_MS.anon).toBe(3000)
  expect(STATEMENT_TIMEOUTS_MS.authenticated).toBe(8000)
})

test('an anon statement past its budget fails with 57014 without blocking the process', async () => {
  const { ticks, outcome, ms } = await counting(() =>
    db.asRole({ role: 'anon' }, (tx) => tx.query(sleep(5))),
  )
  expect(outcome).toMatchObject({
    code: '57014',
    message: 'canceling statement due to statement timeout',
  })
  expect(ms).toBeGreaterThanOrEqual(BUDGET.anon - 20)
  expect(ms).toBeLessThan(BUDGET.anon + 1000)
  // The event loop turned all along (about every 20 ms).
  expect(ticks).toBeGreaterThanOrEqual(Math.floor(BUDGET.anon / 20 / 2))
})

test('each role has its own budget; the service role has none here', async () => {
  // 0.6 s: past anon's budget, within authenticated's.
  await expect(db.asRole({ role: 'anon' }, (tx) => tx.query(sleep(0.6)))).rejects.toMatchObject({
    code: '57014',
  })
  await expect(
    db.asRole({ role: 'authenticated', sub: crypto.randomUUID() }, (tx) => tx.query(sleep(0.6))),
  ).resolves.toMatchObject({ rows: [{ pg_sleep: '' }] })
  await expect(
    db.asRole({ role: 'authenticated', sub: crypto.randomUUID() }, (tx) => tx.query(sleep(4))),
  ).rejects.toMatchObject({ code: '57014' })
  await expect(
    db.asRole({ role: 'service_role' }, (tx) => tx.query(sleep(3))),
  ).resolves.toMatchObject({ rows: [{ pg_sleep: '' }] })
}, 60_000)

test('the budget covers the whole transaction, whose writes are undone; committed rows survive the reopen', async () => {
  await db.asOwner((tx) => tx.query('insert into public.timeout_probe values (1)'))
  await expect(
    db.asRole({ role: 'anon' }, async (tx) => {
      await tx.query('insert into public.timeout_probe values (2)')
      // Each statement is within the budget; together they are not.
      await tx.query(sleep(0.2))
      await tx.query(sleep(0.2))
    }),
  ).rejects.toMatchObject({ code: '57014' })
  // Queued behind the slow one: answered once the database is open again.
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ n: number }>('select n from public.timeout_probe order by n'),
  )
  expect(rows).toEqual([{ n: 1 }])
}, 60_000)
