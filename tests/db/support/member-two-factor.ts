// A member's second factor protects their data (docs/decisions/database-linter.md;
// 20261127010200_member_two_factor.sql), written once and run by
// tests/db/member-two-factor.test.ts (PGlite) and member-two-factor.pg.test.ts (PostgreSQL 15).
// A member with a verified TOTP factor is refused everything of their own at aal1 (and with a
// token without an aal claim) and allowed it at aal2; a member without a verified factor at aal1
// is allowed it as before. Each test runs inside the transaction its file opens, rolled back.
import { expect } from 'vitest'
import {
  anon,
  ownerRows,
  runAs,
  signedIn,
  users,
  type Aal,
  type Caller,
  type Outcome,
  type SqlSession,
} from './database'

type Register = (name: string, fn: () => Promise<void>) => void

const NEEDS_CODE =
  '42501 Sua conta usa a verificação em duas etapas: confirme o código do aplicativo autenticador para continuar.'

const cadernos = 'ba000000-0000-4000-8000-000000000003'
const tragaUmAmigo = 'b9000000-0000-4000-8000-000000000003'

/**
 * An outcome as one comparable string: `ok (n rows)` for rows returned, `ok (n affected)` for a
 * write (or a read of nothing), or its SQLSTATE and message. (PGlite counts no affected rows for a
 * read, pg does: only writes are asked for the count.)
 */
const said = (o: Outcome) =>
  o.ok
    ? o.rows.length > 0
      ? `ok (${o.rows.length} rows)`
      : `ok (${o.affectedRows} affected)`
    : // PostgreSQL 15 names a restrictive policy in the message, PGlite does not.
      `${o.code} ${o.message.replace(/ policy "[^"]*" for table/, ' policy for table')}`

async function addFactor(db: SqlSession, userId: string, status: 'verified' | 'unverified') {
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, 'totp', $3::auth.factor_status, 'JBSWY3DPEHPK3PXP', now(), now())`,
    [userId, `Teste ${status}`, status],
  )
}

/** Everything a member does with their own data, each call as `caller`, as one comparable list. */
async function ownData(db: SqlSession, caller: Caller, userId: string): Promise<string[]> {
  const calls: [string, string, unknown[]][] = [
    [
      'profile',
      `select id, full_name, show_in_ranking from public.profiles where id = $1`,
      [userId],
    ],
    ['ledger', `select * from public.mov_plus_pontos where user_id = $1`, [userId]],
    ['total', `select * from public.mov_plus_saldos where user_id = $1`, [userId]],
    ['requests', `select * from public.mov_plus_resgates where user_id = $1`, [userId]],
    ['reports', `select * from public.mov_plus_conclusoes where user_id = $1`, [userId]],
    ['my_ledger', `select * from public.mov_plus_my_ledger()`, []],
    ['my_balance', `select public.mov_plus_my_balance() as n`, []],
    ['rename', `update public.profiles set full_name = 'Outro nome' where id = $1`, [userId]],
    [
      'ranking choice',
      `update public.profiles set show_in_ranking = not show_in_ranking where id = $1`,
      [userId],
    ],
    ['request reward', `select id from public.mov_plus_request_redemption($1)`, [cadernos]],
    [
      'report mission',
      `insert into public.mov_plus_conclusoes (mission_id, note) values ($1, 'Feito')`,
      [tragaUmAmigo],
    ],
  ]
  const results: string[] = []
  for (const [name, sql, params] of calls)
    results.push(`${name}: ${said(await runAs(db, caller, sql, params))}`)
  return results
}

/** What camila (seeded with points, an approved request and no pending one) may do with her data. */
const ALLOWED = [
  'profile: ok (1 rows)',
  'ledger: ok (5 rows)',
  'total: ok (1 rows)',
  'requests: ok (1 rows)',
  'reports: ok (0 affected)',
  'my_ledger: ok (5 rows)',
  'my_balance: ok (1 rows)',
  'rename: ok (1 affected)',
  'ranking choice: ok (1 affected)',
  'request reward: ok (1 rows)',
  'report mission: ok (1 affected)',
]

export function memberTwoFactorTests(test: Register, database: () => SqlSession): void {
  test('a member with a verified factor is refused their own data at aal1 and without an aal claim', async () => {
    const db = database()
    await addFactor(db, users.camila, 'verified')
    for (const aal of ['aal1', null] as Aal[]) {
      const refused = await ownData(db, signedIn(users.camila, aal), users.camila)
      expect(refused, String(aal)).toEqual(
        [
          'profile: ok (0 affected)',
          'ledger: ok (0 affected)',
          'total: ok (0 affected)',
          'requests: ok (0 affected)',
          'reports: ok (0 affected)',
          `my_ledger: ${NEEDS_CODE}`,
          `my_balance: ${NEEDS_CODE}`,
          'rename: ok (0 affected)',
          'ranking choice: ok (0 affected)',
          `request reward: ${NEEDS_CODE}`,
          '42501 new row violates row-level security policy for table "mov_plus_conclusoes"',
        ].map((line) => (line.startsWith('42501 new row') ? `report mission: ${line}` : line)),
      )
    }
  })

  test('the same member at aal2 has all of it', async () => {
    const db = database()
    await addFactor(db, users.camila, 'verified')
    expect(await ownData(db, signedIn(users.camila, 'aal2'), users.camila)).toEqual(ALLOWED)
  })

  test('a member without a verified factor (none, or one never confirmed) has all of it at aal1', async () => {
    const db = database()
    expect(await ownData(db, signedIn(users.camila, 'aal1'), users.camila)).toEqual(ALLOWED)
    await addFactor(db, users.camila, 'unverified')
    expect(await ownData(db, signedIn(users.camila, 'aal1'), users.camila)).toEqual(ALLOWED)
  })

  test('a staff account’s own member data follows the same rule', async () => {
    const db = database()
    // The seeded presidency account has a verified factor (supabase/seed.sql).
    const own = `select id from public.profiles where id = $1`
    const atAal1 = await runAs(db, signedIn(users.movPlusAdmin, 'aal1'), own, [users.movPlusAdmin])
    expect(said(atAal1)).toBe('ok (0 affected)')
    const balance = await runAs(
      db,
      signedIn(users.movPlusAdmin, 'aal1'),
      `select public.mov_plus_my_balance()`,
    )
    expect(said(balance)).toBe(NEEDS_CODE)
    const atAal2 = await runAs(db, signedIn(users.movPlusAdmin, 'aal2'), own, [users.movPlusAdmin])
    expect(said(atAal2)).toBe('ok (1 rows)')
  })

  test('anonymous visitors read what they read before, whoever has a factor', async () => {
    const db = database()
    const reads = [
      `select * from public.mov_plus_ranking`,
      `select * from public.mov_plus_missoes`,
      `select * from public.mov_plus_recompensas`,
      `select id from public.noticias`,
    ]
    const before: string[] = []
    for (const sql of reads) before.push(said(await runAs(db, anon, sql)))
    await addFactor(db, users.camila, 'verified')
    await addFactor(db, users.membro, 'verified')
    for (const [i, sql] of reads.entries())
      expect(said(await runAs(db, anon, sql)), sql).toBe(before[i])
    const [ranked] = await ownerRows<{ n: number }>(
      db,
      `select count(*)::int as n from public.mov_plus_ranking`,
    )
    expect(ranked!.n).toBeGreaterThan(0)
    expect(before[0]).toBe(`ok (${ranked!.n} rows)`)
  })
}
