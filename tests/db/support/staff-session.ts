// Staff rights end with the session (docs/decisions/database-linter.md;
// 20261127010100_staff_live_session.sql), written once and run by tests/db/staff-session.test.ts
// (PGlite) and staff-session.pg.test.ts (PostgreSQL 15): a staff token has staff rights only while
// its session is a live aal2 session of its account in auth.sessions. Each test runs inside the
// transaction its file opens, rolled back.
import { expect } from 'vitest'
import { ownerRows, runAs, users, type Caller, type SqlSession } from './database'

type Register = (name: string, fn: () => Promise<void>) => void

/** A session this file manages itself (runAs does not create it). */
const SESSION = 'c5000000-0000-4000-8000-000000000001'

async function addSession(
  db: SqlSession,
  userId: string,
  { aal = 'aal2', notAfter = null }: { aal?: string; notAfter?: string | null } = {},
): Promise<void> {
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, not_after)
     values ($1, $2, now(), now(), $3::auth.aal_level, $4::timestamptz)`,
    [SESSION, userId, aal, notAfter],
  )
}

/** What GoTrue's `POST /logout?scope=global` does in the database: every session of the user ends. */
async function signOutEverywhere(db: SqlSession, userId: string): Promise<void> {
  await db.query(`delete from auth.sessions where user_id = $1`, [userId])
}

const presidencyToken = (session: string | null = SESSION): Caller => ({
  role: 'authenticated',
  userId: users.movPlusAdmin,
  aal: 'aal2',
  session,
})

const searchMembers = `select id, email from public.mov_plus_search_members('')`
const readTotals = `select user_id from public.mov_plus_saldos`

async function roleOf(db: SqlSession, caller: Caller): Promise<unknown> {
  const outcome = await runAs(db, caller, `select private.user_role() as role`)
  return outcome.ok ? outcome.rows[0]?.role : outcome
}

export function staffSessionTests(test: Register, database: () => SqlSession): void {
  test('after a global sign-out the same aal2 token no longer searches members nor reads every total', async () => {
    const db = database()
    await addSession(db, users.movPlusAdmin)
    const [all] = await ownerRows<{ n: number }>(
      db,
      `select count(*)::int as n from public.mov_plus_saldos`,
    )
    const before = await runAs(db, presidencyToken(), searchMembers)
    expect(before.ok && before.rows.length).toBeGreaterThan(1)
    const totals = await runAs(db, presidencyToken(), readTotals)
    expect(totals.ok && totals.rows.length).toBe(all!.n)

    await signOutEverywhere(db, users.movPlusAdmin)

    const after = await runAs(db, presidencyToken(), searchMembers)
    expect(after.ok ? 'ok' : `${after.code} ${after.message}`).toBe(
      '42501 Esta área exige a verificação em duas etapas.',
    )
    // Only the account's own row (a member's right), if it has one.
    const own = await runAs(db, presidencyToken(), readTotals)
    expect(own.ok && own.rows.every((r) => r.user_id === users.movPlusAdmin)).toBe(true)
    expect(own.ok && own.rows.length).toBeLessThan(all!.n)
  })

  test('a staff role needs the token’s own session, live and at aal2 in auth.sessions', async () => {
    const db = database()
    expect(await roleOf(db, presidencyToken()), 'no such session').toBe('user')
    await addSession(db, users.movPlusAdmin)
    expect(await roleOf(db, presidencyToken()), 'live aal2 session').toBe('mov_plus_admin')
    expect(await roleOf(db, presidencyToken(null)), 'no session_id claim').toBe('user')
    for (const bad of ['', 'not-a-uuid', `${SESSION}x`, "' or true --"]) {
      expect(await roleOf(db, presidencyToken(bad)), `session_id ${JSON.stringify(bad)}`).toBe(
        'user',
      )
    }
    // Another account's session, named in a staff token.
    const borrowed: Caller = {
      role: 'authenticated',
      userId: users.admin,
      aal: 'aal2',
      session: SESSION,
    }
    expect(await roleOf(db, borrowed), 'someone else’s session').toBe('user')

    await db.query(`update auth.sessions set aal = 'aal1' where id = $1`, [SESSION])
    expect(await roleOf(db, presidencyToken()), 'session back at aal1').toBe('user')
    await db.query(
      `update auth.sessions set aal = 'aal2', not_after = now() - interval '1 second'
                     where id = $1`,
      [SESSION],
    )
    expect(await roleOf(db, presidencyToken()), 'session past not_after').toBe('user')
    await db.query(`update auth.sessions set not_after = now() + interval '1 hour' where id = $1`, [
      SESSION,
    ])
    expect(await roleOf(db, presidencyToken()), 'not_after ahead').toBe('mov_plus_admin')
  })

  test('a member’s own data does not depend on the session: a token whose session ended still reads it', async () => {
    const db = database()
    const member: Caller = {
      role: 'authenticated',
      userId: users.membro,
      aal: 'aal1',
      session: SESSION,
    }
    const own = await runAs(db, member, `select id from public.profiles`)
    expect(own.ok && own.rows).toEqual([{ id: users.membro }])
    const balance = await runAs(db, member, `select public.mov_plus_my_balance() as n`)
    expect(balance.ok).toBe(true)
  })
}
