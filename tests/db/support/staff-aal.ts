// Two-factor for staff, the database part (issue 17, 20261126120000_staff_aal2.sql), written once
// and run by tests/db/staff-aal.test.ts (PGlite, as the local backend) and
// tests/db/staff-aal.pg.test.ts (PostgreSQL 15, as hosted Supabase): the staff functions refused
// at aal1 and without an aal claim and done at aal2, the one role helper's answers, and what a
// staff account keeps at aal1. The tables' cells are in ./rls-matrix.ts. Each test runs inside
// the transaction its file opens per test, rolled back afterwards.
import { expect } from 'vitest'
import {
  ensureSession,
  ownerRows,
  runAs,
  sessionIdOf,
  signedIn,
  users,
  type Aal,
  type Outcome,
  type SqlSession,
} from './database'

type Register = (name: string, fn: () => Promise<void>) => void

const STAFF_ROLES = ['admin', 'escritor', 'mov_plus_admin']
const NEEDS_AAL2 = 'Esta área exige a verificação em duas etapas.'
const NOT_PRESIDENCY = 'Apenas a presidência do MOV+ pode fazer isso.'

const missions = {
  oficina: 'b9000000-0000-4000-8000-000000000001',
  trilha: 'b9000000-0000-4000-8000-000000000002',
}
const pendingOfMembro = 'bb000000-0000-4000-8000-000000000002'

/** An outcome as one comparable string: `ok (n rows)` or its SQLSTATE and message. */
const said = (outcome: Outcome) =>
  outcome.ok ? `ok (${outcome.rows.length} rows)` : `${outcome.code} ${outcome.message}`

/** The first row of a table in display order, among the rows visitors see (`where`). */
async function firstInOrder(db: SqlSession, table: string, where = 'true'): Promise<string> {
  const [row] = await ownerRows<{ id: string }>(
    db,
    `select id from public.${table} where ${where} order by display_order, created_at, id limit 1`,
  )
  if (!row) throw new Error(`no row in ${table}`)
  return row.id
}

type StaffCall = {
  name: string
  /** The staff accounts whose role may make the call (at aal2). */
  accounts: string[]
  /** What a staff account below aal2 is told. */
  refusal: string
  build: (db: SqlSession) => Promise<[sql: string, params: unknown[]]>
}

const presidency = [users.movPlusAdmin, users.admin]

/** One valid call of every function that checks a staff role, built inside its test. */
const staffCalls: StaffCall[] = [
  {
    name: 'move_display_order (testimonials)',
    accounts: [users.admin],
    refusal: '42501 permission denied to reorder testimonials',
    build: async (db) => [
      `select public.move_display_order('testimonials', $1, 1)`,
      [await firstInOrder(db, 'testimonials')],
    ],
  },
  {
    name: 'move_display_order (mov_plus_missoes)',
    accounts: presidency,
    refusal: '42501 permission denied to reorder mov_plus_missoes',
    build: async (db) => [
      `select public.move_display_order('mov_plus_missoes', $1, 1)`,
      [await firstInOrder(db, 'mov_plus_missoes', 'is_active')],
    ],
  },
  {
    name: 'place_display_order (testimonials)',
    accounts: [users.admin],
    refusal: '42501 permission denied to reorder testimonials',
    build: async (db) => [
      `select public.place_display_order('testimonials', $1, 2)`,
      [await firstInOrder(db, 'testimonials')],
    ],
  },
  {
    name: 'place_display_order (mov_plus_missoes)',
    accounts: presidency,
    refusal: '42501 permission denied to reorder mov_plus_missoes',
    build: async (db) => [
      `select public.place_display_order('mov_plus_missoes', $1, 2)`,
      [await firstInOrder(db, 'mov_plus_missoes', 'is_active')],
    ],
  },
  {
    name: 'mov_plus_award_points',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async () => [
      `select * from public.mov_plus_award_points($1, null, $2, null)`,
      [users.lucas, missions.oficina],
    ],
  },
  {
    name: 'mov_plus_undo_points',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async (db) => {
      const [entry] = await ownerRows<{ id: string }>(
        db,
        `select id from public.mov_plus_pontos where user_id = $1 and redemption_id is null
          order by created_at limit 1`,
        [users.lucas],
      )
      return [`select * from public.mov_plus_undo_points($1)`, [entry!.id]]
    },
  },
  {
    name: 'mov_plus_decide_redemption (approve)',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async () => [
      `select * from public.mov_plus_decide_redemption($1, true)`,
      [pendingOfMembro],
    ],
  },
  {
    name: 'mov_plus_decide_redemption (refuse)',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async () => [
      `select * from public.mov_plus_decide_redemption($1, false, 'Fora do prazo')`,
      [pendingOfMembro],
    ],
  },
  {
    name: 'mov_plus_decide_completion',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async (db) => {
      const [row] = await ownerRows<{ id: string }>(
        db,
        `insert into public.mov_plus_conclusoes (user_id, mission_id, note)
         values ($1, $2, 'Feito') returning id`,
        [users.camila, missions.trilha],
      )
      return [`select * from public.mov_plus_decide_completion($1, true)`, [row!.id]]
    },
  },
  {
    name: 'mov_plus_search_members',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async () => [`select * from public.mov_plus_search_members('')`, []],
  },
  {
    name: 'mov_plus_stats',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async () => [`select * from public.mov_plus_stats()`, []],
  },
  {
    name: 'mov_plus_top_missions',
    accounts: presidency,
    refusal: `42501 ${NEEDS_AAL2}`,
    build: async () => [`select * from public.mov_plus_top_missions()`, []],
  },
]

/**
 * private.user_role() for a JWT with these claims, asked as the owner (it reads only the claims and
 * the token's session). A token with a `sub` names a live aal2 session of that account, as a token
 * GoTrue issued after the code would (20261127010100_staff_live_session.sql), so that only the
 * claims decide here; ./staff-session.ts tests the session's part.
 */
async function roleFor(db: SqlSession, claims: Record<string, unknown>): Promise<string | null> {
  if (typeof claims.sub === 'string') {
    const session = signedIn(claims.sub, 'aal2')
    await ensureSession(db, session)
    claims = { session_id: sessionIdOf(session), ...claims }
  }
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
  const [row] = await ownerRows<{ role: string | null }>(db, `select private.user_role() as role`)
  await db.query(`select set_config('request.jwt.claims', '', true)`)
  return row?.role ?? null
}

export function staffAalTests(test: Register, database: () => SqlSession): void {
  for (const call of staffCalls) {
    test(`${call.name}: refused at aal1 and without an aal claim, done at aal2`, async () => {
      const db = database()
      const [sql, params] = await call.build(db)
      for (const account of call.accounts) {
        for (const aal of ['aal1', null] as Aal[]) {
          const outcome = await runAs(db, signedIn(account, aal), sql, params)
          expect(said(outcome), `${account} at ${aal}`).toBe(call.refusal)
        }
        const done = await runAs(db, signedIn(account, 'aal2'), sql, params)
        expect(said(done), `${account} at aal2`).toMatch(/^ok \([1-9]\d* rows\)$/)
      }
    })
  }

  test('a second factor makes nobody staff: a member, and a writer on MOV+, are refused at aal2 as at aal1', async () => {
    const db = database()
    for (const call of staffCalls) {
      const [sql, params] = await call.build(db)
      for (const account of [users.membro, users.escritor]) {
        if (call.accounts.includes(account)) continue
        for (const aal of ['aal1', 'aal2'] as Aal[]) {
          const outcome = await runAs(db, signedIn(account, aal), sql, params)
          expect(said(outcome), `${call.name} as ${account} at ${aal}`).toBe(
            call.refusal.includes(NEEDS_AAL2) ? `42501 ${NOT_PRESIDENCY}` : call.refusal,
          )
        }
      }
    }
  })

  test('the role helper answers a staff role only for a token whose aal claim is exactly aal2', async () => {
    const db = database()
    const accounts: [string, string][] = [
      [users.admin, 'admin'],
      [users.escritor, 'escritor'],
      [users.movPlusAdmin, 'mov_plus_admin'],
      [users.membro, 'user'],
    ]
    for (const [sub, role] of accounts) {
      const claims = { sub, role: 'authenticated', aud: 'authenticated' }
      expect(await roleFor(db, { ...claims, aal: 'aal2' }), `${role} at aal2`).toBe(role)
      for (const aal of ['aal1', undefined, null, '', 'AAL2', ' aal2', 'aal3', true, ['aal2']]) {
        expect(await roleFor(db, { ...claims, aal }), `${role} at ${JSON.stringify(aal)}`).toBe(
          'user',
        )
      }
    }
    // Anonymous visitors and the service key have no profile: no role, whatever the claims say.
    expect(await roleFor(db, { role: 'anon', aal: 'aal2' })).toBeNull()
    expect(await roleFor(db, { role: 'service_role' })).toBeNull()
  })

  test('every role a profile may hold other than user is a staff role that needs aal2', async () => {
    const db = database()
    const [check] = await ownerRows<{ def: string }>(
      db,
      `select pg_get_constraintdef(oid) as def from pg_constraint
        where conname = 'profiles_role_check' and conrelid = 'public.profiles'::regclass`,
    )
    const roles = [...(check?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!)
    expect(roles).toContain('user')
    // A new role must be decided here: staff (needs aal2) or plain (then list it as such).
    expect(roles.filter((r) => r !== 'user').sort()).toEqual([...STAFF_ROLES].sort())
    for (const role of STAFF_ROLES) {
      await db.query(`update public.profiles set role = $1 where id = $2`, [role, users.yasmin])
      const claims = { sub: users.yasmin, role: 'authenticated' }
      expect(await roleFor(db, { ...claims, aal: 'aal1' }), role).toBe('user')
      expect(await roleFor(db, { ...claims, aal: 'aal2' }), role).toBe(role)
    }
  })

  test('at aal1 a staff account without a verified factor reads its own profile with its role, edits its own name and keeps its role', async () => {
    const db = database()
    for (const [account, role] of [
      [users.admin, 'admin'],
      [users.escritor, 'escritor'],
      [users.movPlusAdmin, 'mov_plus_admin'],
    ] as const) {
      // With its verified factor (supabase/seed.sql), nothing of its own at aal1
      // (20261127010200_member_two_factor.sql, tests/db/support/member-two-factor.ts).
      for (const aal of ['aal1', null] as Aal[]) {
        const own = await runAs(db, signedIn(account, aal), `select id from public.profiles`)
        expect(own.ok && own.rows, `${role} at ${aal} with its factor`).toEqual([])
      }
      // An account given a staff role that has not set its factor up yet.
      await db.query(`delete from auth.mfa_factors where user_id = $1`, [account])
      for (const aal of ['aal1', null] as Aal[]) {
        const caller = signedIn(account, aal)
        const own = await runAs(db, caller, `select id, role from public.profiles`)
        expect(own.ok && own.rows, `${role} at ${aal}`).toEqual([{ id: account, role }])
        const rename = await runAs(
          db,
          caller,
          `update public.profiles set full_name = 'Outro nome' where id = $1`,
          [account],
        )
        expect(said(rename), `${role} at ${aal}`).toBe('ok (0 rows)')
        expect(rename.ok && rename.affectedRows).toBe(1)
        const demote = await runAs(
          db,
          caller,
          `update public.profiles set role = 'user' where id = $1`,
          [account],
        )
        expect(demote.ok ? 'ok' : demote.code, `${role} at ${aal}`).toBe('42501')
      }
    }
  })

  test('at aal1 a staff account without a verified factor uses MOV+ as a member: its own balance, ledger and requests', async () => {
    const db = database()
    const caller = signedIn(users.movPlusAdmin, 'aal1')
    // With its verified factor (supabase/seed.sql), its own MOV+ data needs the code too.
    expect(said(await runAs(db, caller, `select public.mov_plus_my_balance() as n`))).toMatch(
      /^42501 Sua conta usa a verificação em duas etapas/,
    )
    await db.query(`delete from auth.mfa_factors where user_id = $1`, [users.movPlusAdmin])
    expect(said(await runAs(db, caller, `select public.mov_plus_my_balance() as n`))).toBe(
      'ok (1 rows)',
    )
    expect(said(await runAs(db, caller, `select * from public.mov_plus_my_ledger()`))).toBe(
      'ok (0 rows)',
    )
    // A member's answer (no points yet), not a staff refusal.
    expect(
      said(
        await runAs(db, caller, `select * from public.mov_plus_request_redemption($1)`, [
          'ba000000-0000-4000-8000-000000000003',
        ]),
      ),
    ).toBe('P0001 Saldo de pontos insuficiente para esta recompensa.')
  })

  test('the service role is unaffected: no aal claim, and it still writes what no policy opens', async () => {
    const db = database()
    await db.exec('savepoint service')
    try {
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'service_role' }),
      ])
      await db.exec('set local role service_role')
      const written = await db.query(
        `insert into public.programas (title, category, year, description, is_active)
         values ('Programa interno', 'Gestão', 2026, 'Descrição', false) returning id`,
      )
      expect(written.rows).toHaveLength(1)
      const hidden = await db.query<{ n: number }>(
        `select count(*)::int as n from public.noticias where not is_published`,
      )
      expect(hidden.rows[0]?.n).toBeGreaterThan(0)
    } finally {
      await db.exec('rollback to savepoint service; release savepoint service')
    }
  })
}
