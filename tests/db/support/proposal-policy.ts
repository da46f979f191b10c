// The partnership proposals' insert rule and Supabase's `rls_policy_always_true` lint, written once
// and run by two files: tests/db/proposals-policy.test.ts (PGlite, as the local backend) and
// tests/db/proposals-policy.pg.test.ts (PostgreSQL 15, as hosted Supabase). Each test runs inside
// the transaction its file opens per test, rolled back afterwards.
import { expect } from 'vitest'
import {
  toPartnershipRow,
  type PartnershipFormValues,
} from '../../../src/features/partnership/form'
import {
  anon,
  applyAs,
  ownerRows,
  runAs,
  signedIn,
  users,
  type Caller,
  type Outcome,
  type SqlSession,
} from './database'

type Register = (name: string, fn: () => Promise<void>) => void

/**
 * The policies Supabase's database linter reports as `rls_policy_always_true` (lint 0024), restated
 * from its rule: a permissive policy on a table with RLS on, for `public`, `anon` or
 * `authenticated`, whose write side checks nothing: USING of an UPDATE, DELETE or ALL policy that
 * is `true`/`1=1` or missing, WITH CHECK that is `true`/`1=1`, or missing on an INSERT (and on an
 * UPDATE or ALL whose USING is itself always true). SELECT policies are not reported: public read
 * access is meant. Unlike the linter, no schema is left out (it skips `storage`, among others).
 */
export const ALWAYS_TRUE_WRITE_POLICIES = `
  with policies as (
    select n.nspname || '.' || c.relname as relation,
           p.polname as policy,
           case p.polcmd when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE'
                         when '*' then 'ALL' else 'SELECT' end as command,
           p.polqual is null as no_using,
           p.polwithcheck is null as no_check,
           regexp_replace(lower(coalesce(pg_get_expr(p.polqual, p.polrelid), '')), '[[:space:]]', '', 'g')
             in ('true', '(true)', '1=1', '(1=1)') as using_true,
           regexp_replace(lower(coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '')), '[[:space:]]', '', 'g')
             in ('true', '(true)', '1=1', '(1=1)') as check_true
      from pg_policy p
      join pg_class c on c.oid = p.polrelid
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and c.relrowsecurity and p.polpermissive
       and (0::oid = any (p.polroles)
            or exists (select 1 from unnest(p.polroles) as r (oid)
                        where r.oid::regrole::text in ('anon', 'authenticated')))
  )
  select relation || ' ' || command || ' "' || policy || '"' as finding
    from policies
   where command <> 'SELECT'
     and ((command <> 'INSERT' and (using_true or no_using))
          or check_true
          or (command = 'INSERT' and no_check)
          or (command in ('UPDATE', 'ALL') and no_check and using_true))
   order by 1`

/** What a visitor types into the four steps (optional fields left empty), as the dialog holds it. */
const typed: PartnershipFormValues = {
  organization_name: 'Coletivo Maré Alta',
  contact_name: 'Júlia Ramos',
  email: 'julia@marealta.org.br',
  phone: '',
  site_url: 'marealta.org.br',
  instagram_url: '@marealta',
  cnpj: '',
  partnership_type: 'Divulgacao',
  organization_description: 'Coletivo de comunicação popular do litoral norte.',
  proposal: 'Divulgar as inscrições do Jovens Lideranças nas nossas redes.',
  website: '',
}
/** The key the dialog generated with this draft (src/features/partnership/idempotency-key.ts). */
const draftKey = 'd7a1c3e0-5b2f-4c8e-9f10-2a4b6c8d0e11'
/** The row the form inserts (`toPartnershipRow`): ten columns (optional ones null) and the key. */
export const formRow = toPartnershipRow(typed, draftKey)

/** The unique constraint a retried send meets; the app reads a 23505 on it, and only it, as sent. */
const keyConstraint = 'parcerias_solicitacoes_idempotency_key_key'

function insertProposal(extra: Record<string, string | null> = {}): [string, unknown[]] {
  const values: Record<string, unknown> = { ...formRow, ...extra }
  const columns = Object.keys(values)
  return [
    `insert into public.parcerias_solicitacoes (${columns.join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(values),
  ]
}

/** Columns only the database or staff write, with a value a forger would send on insert. */
const staffColumns: [column: string, value: string][] = [
  ['status', 'tratada'],
  ['handled_at', '2026-11-20T10:00:00Z'],
  ['handled_by', users.admin],
  ['id', 'c0000000-0000-4000-8000-0000000000aa'],
  ['created_at', '2001-01-01T00:00:00Z'],
]

const codeOf = (outcome: Outcome) =>
  outcome.ok ? `ok (${outcome.affectedRows} rows)` : `${outcome.code}: ${outcome.message}`

const member = signedIn(users.membro)
const admin = signedIn(users.admin, 'aal2')
const visitors: [name: string, caller: Caller][] = [
  ['a visitor', anon],
  ['a member', member],
]

export function proposalPolicyTests(test: Register, database: () => SqlSession) {
  test('no write policy for visitors or members is always true (lint rls_policy_always_true)', async () => {
    expect(await ownerRows(database(), ALWAYS_TRUE_WRITE_POLICIES)).toEqual([])
  })

  test('the lint query reports always-true write policies like the old proposals one', async () => {
    const db = database()
    await db.exec(`
      create policy "probe insert" on public.parcerias_solicitacoes for insert to anon, authenticated
        with check (true);
      create policy "probe update" on public.programas for update to authenticated using (1 = 1);
      create policy "probe delete" on public.programas for delete to public using (true);
      create policy "probe no check" on public.programas for insert to authenticated;
      create policy "probe service" on public.programas for update to service_role using (true);
      create policy "probe read" on public.programas for select to anon using (true);
    `)
    const found = await ownerRows<{ finding: string }>(db, ALWAYS_TRUE_WRITE_POLICIES)
    expect(found.map((r) => r.finding)).toEqual([
      'public.parcerias_solicitacoes INSERT "probe insert"',
      'public.programas DELETE "probe delete"',
      'public.programas INSERT "probe no check"',
      'public.programas UPDATE "probe update"',
    ])
  })

  test('the proposals insert policy is for anon and authenticated and checks the initial status and the empty staff columns', async () => {
    const rows = await ownerRows<{ roles: string; with_check: string }>(
      database(),
      `select array_to_string(roles, ',') as roles,
              regexp_replace(with_check, '[[:space:]]+', ' ', 'g') as with_check
         from pg_policies
        where schemaname = 'public' and tablename = 'parcerias_solicitacoes' and cmd = 'INSERT'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.roles).toBe('anon,authenticated')
    expect(rows[0]?.with_check).toMatch(/status = 'nova'::text/)
    expect(rows[0]?.with_check).toMatch(/handled_at IS NULL/)
    expect(rows[0]?.with_check).toMatch(/handled_by IS NULL/)
  })

  for (const [name, caller] of visitors) {
    test(`${name} sends the row the form builds, and it arrives nova and unhandled`, async () => {
      const db = database()
      expect(codeOf(await applyAs(db, caller, ...insertProposal()))).toBe('ok (1 rows)')
      const stored = await ownerRows(
        db,
        `select status, handled_at, handled_by, phone, site_url, instagram_url,
                created_at = now() as created_now
           from public.parcerias_solicitacoes where email = $1`,
        [formRow.email],
      )
      expect(stored).toEqual([
        {
          status: 'nova',
          handled_at: null,
          handled_by: null,
          phone: null,
          site_url: 'https://marealta.org.br',
          instagram_url: 'https://instagram.com/marealta',
          created_now: true,
        },
      ])
    })
  }

  for (const [column, value] of staffColumns) {
    test(`neither a visitor, a member nor an admin can set ${column} on a new proposal (42501)`, async () => {
      const db = database()
      for (const caller of [anon, member, admin]) {
        const outcome = await runAs(db, caller, ...insertProposal({ [column]: value }))
        expect(codeOf(outcome), caller.role).toBe(
          '42501: permission denied for table parcerias_solicitacoes',
        )
      }
    })
  }

  test('with the column grant widened, the policy alone still refuses a handled or assigned proposal', async () => {
    const db = database()
    // What a careless later migration could do; rolled back with the test.
    await db.exec(
      `grant insert (status, handled_at, handled_by) on public.parcerias_solicitacoes to anon, authenticated`,
    )
    const refused = 'new row violates row-level security policy for table "parcerias_solicitacoes"'
    for (const caller of [anon, member]) {
      const handled = { status: 'tratada', handled_at: '2026-11-20T10:00:00Z' }
      expect(codeOf(await runAs(db, caller, ...insertProposal(handled)))).toBe(`42501: ${refused}`)
      const assigned = { handled_by: users.admin }
      expect(codeOf(await runAs(db, caller, ...insertProposal(assigned)))).toBe(`42501: ${refused}`)
      // Naming the initial status is fine: the policy checks values, the grant names.
      expect(codeOf(await runAs(db, caller, ...insertProposal({ status: 'nova' })))).toBe(
        'ok (1 rows)',
      )
    }
  })

  test('visitors cannot read proposals, members read none, and an admin reads and marks one handled', async () => {
    const db = database()
    await applyAs(db, anon, ...insertProposal())
    const read = `select id, status from public.parcerias_solicitacoes where email = $1`
    expect(codeOf(await runAs(db, anon, read, [formRow.email]))).toBe(
      '42501: permission denied for table parcerias_solicitacoes',
    )
    const asMember = await runAs(db, member, read, [formRow.email])
    expect(asMember.ok && asMember.rows).toEqual([])
    const asAdmin = await runAs(db, admin, read, [formRow.email])
    expect(asAdmin.ok && asAdmin.rows.map((r) => r.status)).toEqual(['nova'])
    const id = asAdmin.ok ? asAdmin.rows[0]?.id : undefined
    const mark = `update public.parcerias_solicitacoes set status = 'tratada' where id = $1`
    expect(codeOf(await runAs(db, member, mark, [id]))).toBe('ok (0 rows)')
    expect(codeOf(await applyAs(db, admin, mark, [id]))).toBe('ok (1 rows)')
    const [row] = await ownerRows(
      db,
      `select status, handled_by, handled_at is not null as has_handled_at
         from public.parcerias_solicitacoes where id = $1`,
      [id],
    )
    expect(row).toEqual({ status: 'tratada', handled_by: users.admin, has_handled_at: true })
  })
  test('every proposal has a uuid idempotency key, unique across the table and filled by default', async () => {
    const db = database()
    const [column] = await ownerRows<{ type: string; not_null: boolean; has_default: boolean }>(
      db,
      `select format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
              a.atthasdef as has_default
         from pg_attribute a
        where a.attrelid = 'public.parcerias_solicitacoes'::regclass
          and a.attname = 'idempotency_key'`,
    )
    expect(column).toEqual({ type: 'uuid', not_null: true, has_default: true })
    const constraints = await ownerRows<{ name: string; definition: string }>(
      db,
      `select conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint
        where conrelid = 'public.parcerias_solicitacoes'::regclass and contype = 'u'`,
    )
    expect(constraints).toEqual([{ name: keyConstraint, definition: 'UNIQUE (idempotency_key)' }])
    // The seeded proposals (inserted without a key) each got their own.
    const [seeded] = await ownerRows<{ rows: number; keys: number }>(
      db,
      `select count(*)::int as rows, count(distinct idempotency_key)::int as keys
         from public.parcerias_solicitacoes`,
    )
    expect(seeded?.rows).toBeGreaterThan(0)
    expect(seeded?.keys).toBe(seeded?.rows)
  })

  for (const [name, caller] of visitors) {
    test(`${name} sends the draft's key with the row, and it is stored as sent`, async () => {
      const db = database()
      expect(codeOf(await applyAs(db, caller, ...insertProposal()))).toBe('ok (1 rows)')
      const stored = await ownerRows(
        db,
        `select idempotency_key from public.parcerias_solicitacoes where email = $1`,
        [formRow.email],
      )
      expect(stored).toEqual([{ idempotency_key: draftKey }])
    })

    test(`${name} retrying the same send is refused on the key's constraint (23505) and one row stays`, async () => {
      const db = database()
      expect(codeOf(await applyAs(db, caller, ...insertProposal()))).toBe('ok (1 rows)')
      const again = await runAs(db, caller, ...insertProposal())
      expect(codeOf(again)).toBe(
        `23505: duplicate key value violates unique constraint "${keyConstraint}"`,
      )
      const count = `select count(*)::int as n from public.parcerias_solicitacoes where idempotency_key = $1`
      expect(await ownerRows(db, count, [draftKey])).toEqual([{ n: 1 }])
    })
  }

  test('a different proposal with a key already used is refused too (23505), never stored', async () => {
    const db = database()
    expect(codeOf(await applyAs(db, anon, ...insertProposal()))).toBe('ok (1 rows)')
    const other = { organization_name: 'Outra Organização', email: 'outra@example.org' }
    expect(codeOf(await runAs(db, member, ...insertProposal(other)))).toBe(
      `23505: duplicate key value violates unique constraint "${keyConstraint}"`,
    )
    const stored = await ownerRows(
      db,
      `select email from public.parcerias_solicitacoes where idempotency_key = $1`,
      [draftKey],
    )
    expect(stored).toEqual([{ email: formRow.email }])
  })

  test('a proposal sent without a key (an older page) gets a fresh one; a null key is refused', async () => {
    const db = database()
    const { idempotency_key: _omitted, ...withoutKey } = formRow
    const columns = Object.keys(withoutKey)
    const sql = `insert into public.parcerias_solicitacoes (${columns.join(', ')})
      values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`
    expect(codeOf(await applyAs(db, anon, sql, Object.values(withoutKey)))).toBe('ok (1 rows)')
    expect(codeOf(await applyAs(db, anon, sql, Object.values(withoutKey)))).toBe('ok (1 rows)')
    const keys = await ownerRows<{ idempotency_key: string }>(
      db,
      `select idempotency_key from public.parcerias_solicitacoes where email = $1`,
      [formRow.email],
    )
    expect(keys).toHaveLength(2)
    expect(new Set(keys.map((k) => k.idempotency_key)).size).toBe(2)
    const refused = await runAs(db, anon, ...insertProposal({ idempotency_key: null }))
    expect(refused.ok ? 'ok' : refused.code).toBe('23502')
  })
}
