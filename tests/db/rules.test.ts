// The rules the RLS matrix does not show cell by cell: how grants and policies are shaped, role
// escalation, proposals read back on insert, forged ids and dates, CHECK constraints, the sign-up
// trigger, the MOV+ redemption flow and the ranking.
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  anon,
  applyAs,
  ownerRows,
  runAs,
  signedIn,
  useDatabase,
  users,
  type Outcome,
} from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

const codeOf = (outcome: Outcome) =>
  outcome.ok ? `ok (${outcome.affectedRows} rows)` : outcome.code

const proposal = {
  organization_name: 'Coletivo Jovem do Vergel',
  contact_name: 'Paula Souza',
  email: 'paula@example.org',
  phone: '(82) 98888-0000',
  partnership_type: 'Pro-bono',
  proposal: 'Oficinas de fotografia para as turmas do Jovens Lideranças.',
  instagram_url: 'https://www.instagram.com/coletivo',
  site_url: '',
  cnpj: '',
  organization_description: 'Coletivo de fotografia da periferia de Maceió.',
}
type Proposal = Record<string, string>

function insertProposal(values: Proposal, returning = false): [string, unknown[]] {
  const columns = Object.keys(values)
  const placeholders = columns.map((_, i) => `$${i + 1}`)
  return [
    `insert into public.parcerias_solicitacoes (${columns.join(', ')}) values (${placeholders.join(', ')})${returning ? ' returning id' : ''}`,
    Object.values(values),
  ]
}

// Shape of the rules ---------------------------------------------------------------------------------

test('every table in public has RLS on and permissive policies for one command each, with explicit roles', async () => {
  const db = database()
  const tables = await ownerRows<{ relname: string; relrowsecurity: boolean }>(
    db,
    `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  )
  expect(tables.length).toBeGreaterThanOrEqual(22)
  expect(tables.filter((t) => !t.relrowsecurity).map((t) => t.relname)).toEqual([])

  const policies = await ownerRows<{
    tablename: string
    policyname: string
    permissive: string
    cmd: string
    roles: string[] | string
    n: number
  }>(
    db,
    `select tablename, policyname, permissive, cmd, roles::text[] as roles,
            count(*) over (partition by tablename, cmd, permissive)::int as n
       from pg_policies where schemaname = 'public'`,
  )
  for (const policy of policies) {
    expect(policy.roles).not.toContain('public')
    if (policy.permissive === 'PERMISSIVE') {
      expect(policy.cmd).not.toBe('ALL')
      expect(policy.n, `${policy.tablename} ${policy.cmd}`).toBe(1)
    }
  }
  // The only restrictive policies: a member's own data needs the second factor once one is verified
  // (20261127010200_member_two_factor.sql), one per table for every command, signed-in callers only.
  expect(
    policies
      .filter((p) => p.permissive !== 'PERMISSIVE')
      .map((p) => `${p.policyname} ${p.cmd} ${String(p.roles)}`)
      .sort(),
  ).toEqual(
    ['mov_plus_conclusoes', 'mov_plus_pontos', 'mov_plus_resgates', 'mov_plus_saldos', 'profiles']
      .map((t) => `${t}: second factor when the account has one ALL authenticated`)
      .sort(),
  )
})

test('anonymous visitors can write nothing but the ten text columns of a partnership proposal', async () => {
  const rows = await ownerRows<{ target: string }>(
    database(),
    `select c.relname || '.' || a.attname || ':' || p.priv as target
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       cross join unnest(array['INSERT', 'UPDATE']) as p(priv)
      where c.relkind in ('r', 'v') and has_column_privilege('anon', c.oid, a.attnum, p.priv)
     union all
     select c.relname || ':' || p.priv
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       cross join unnest(array['DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES']) as p(priv)
      where c.relkind in ('r', 'v') and has_table_privilege('anon', c.oid, p.priv)
      order by 1`,
  )
  expect(rows.map((r) => r.target)).toEqual(
    [
      'cnpj',
      'contact_name',
      'email',
      'idempotency_key',
      'instagram_url',
      'organization_description',
      'organization_name',
      'partnership_type',
      'phone',
      'proposal',
      'site_url',
    ].map((column) => `parcerias_solicitacoes.${column}:INSERT`),
  )
})

test('no API role can write id, created_at or updated_at, nor truncate a table', async () => {
  const rows = await ownerRows<{ target: string }>(
    database(),
    `select r.role || ' ' || c.relname || '.' || a.attname || ':' || p.priv as target
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attname in ('id', 'created_at', 'updated_at')
       cross join unnest(array['INSERT', 'UPDATE']) as p(priv)
       cross join unnest(array['anon', 'authenticated']) as r(role)
      where c.relkind = 'r' and has_column_privilege(r.role, c.oid, a.attnum, p.priv)
     union all
     select r.role || ' ' || c.relname || ':TRUNCATE'
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       cross join unnest(array['anon', 'authenticated']) as r(role)
      where c.relkind = 'r' and has_table_privilege(r.role, c.oid, 'TRUNCATE')`,
  )
  expect(rows).toEqual([])
})

test('the private trigger functions cannot be executed by anon or authenticated; the role helper can', async () => {
  const rows = await ownerRows<{
    fn: string
    anon: boolean
    authenticated: boolean
    definer: boolean
    config: string[] | null
  }>(
    database(),
    `select p.proname as fn,
            has_function_privilege('anon', p.oid, 'execute') as anon,
            has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
            p.prosecdef as definer, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' order by 1`,
  )
  const byName = Object.fromEntries(rows.map((r) => [r.fn, r]))
  for (const fn of [
    'handle_new_user',
    'decide_redemption',
    'set_updated_at',
    'mov_plus_refresh_ranking_entry',
    'mov_plus_keep_ranking_entries',
  ]) {
    expect(byName[fn], fn).toMatchObject({ anon: false, authenticated: false })
  }
  for (const fn of [
    'handle_new_user',
    'decide_redemption',
    'user_role',
    'mov_plus_refresh_ranking_entry',
    'mov_plus_keep_ranking_entries',
  ]) {
    expect(byName[fn], fn).toMatchObject({ definer: true, config: ['search_path=""'] })
  }
  expect(byName.user_role).toMatchObject({ anon: true, authenticated: true })
})

test('the ranking view runs with the caller rights (security_invoker)', async () => {
  const [view] = await ownerRows<{ options: string[] }>(
    database(),
    `select c.reloptions as options from pg_class c where c.oid = 'public.mov_plus_ranking'::regclass`,
  )
  expect(view?.options).toContain('security_invoker=true')
})

test('every foreign key has an index that starts with its columns', async () => {
  const unindexed = await ownerRows<{ fk: string }>(
    database(),
    `select con.conrelid::regclass || '.' || con.conname as fk
       from pg_constraint con
       join pg_namespace n on n.oid = con.connamespace and n.nspname = 'public'
      where con.contype = 'f'
        and not exists (
          select 1 from pg_index i
           where i.indrelid = con.conrelid
             and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] = con.conkey
        )`,
  )
  expect(unindexed).toEqual([])
})

// Sign-up and role escalation ------------------------------------------------------------------------

test('a sign-up that asks for the admin role gets a user profile with only its name', async () => {
  const db = database()
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values
       ('c0000000-0000-4000-8000-000000000001', 'nova@example.org',
        '{"full_name": "Nova Pessoa", "role": "admin", "avatar_url": "https://example.org/a.png", "show_in_ranking": true}')`,
  )
  const [profile] = await ownerRows(
    db,
    `select role, full_name, avatar_url, show_in_ranking from public.profiles where id = 'c0000000-0000-4000-8000-000000000001'`,
  )
  expect(profile).toEqual({
    role: 'user',
    full_name: 'Nova Pessoa',
    avatar_url: null,
    show_in_ranking: false,
  })
})

test('a sign-up name longer than 200 characters is cut, and a blank one is left empty', async () => {
  const db = database()
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values
       ('c0000000-0000-4000-8000-000000000002', 'longo@example.org', jsonb_build_object('full_name', repeat('a', 5000))),
       ('c0000000-0000-4000-8000-000000000003', 'vazio@example.org', '{"full_name": "   "}')`,
  )
  const rows = await ownerRows<{ n: number | null }>(
    db,
    `select char_length(full_name) as n from public.profiles where id in ('c0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003') order by id`,
  )
  expect(rows).toEqual([{ n: 200 }, { n: null }])
})

test('a member cannot make themselves admin', async () => {
  const db = database()
  const outcome = await applyAs(
    db,
    signedIn(users.membro),
    `update public.profiles set role = 'admin' where id = $1`,
    [users.membro],
  )
  expect(codeOf(outcome)).toBe('42501')
  const [profile] = await ownerRows(db, `select role from public.profiles where id = $1`, [
    users.membro,
  ])
  expect(profile).toEqual({ role: 'user' })
})

test('escritor and MOV+ staff cannot promote themselves either', async () => {
  const db = database()
  for (const id of [users.escritor, users.movPlusAdmin]) {
    expect(
      codeOf(
        await runAs(
          db,
          signedIn(id, 'aal2'),
          `update public.profiles set role = 'admin' where id = $1`,
          [id],
        ),
      ),
    ).toBe('42501')
  }
})

test('a member cannot change another account role', async () => {
  const db = database()
  const outcome = await applyAs(
    db,
    signedIn(users.membro),
    `update public.profiles set role = 'user' where id = $1`,
    [users.admin],
  )
  expect(codeOf(outcome)).toBe('ok (0 rows)')
  const [profile] = await ownerRows(db, `select role from public.profiles where id = $1`, [
    users.admin,
  ])
  expect(profile).toEqual({ role: 'admin' })
})

test('an admin changes another account role, and only to a known role', async () => {
  const db = database()
  const admin = signedIn(users.admin, 'aal2')
  expect(
    codeOf(
      await runAs(db, admin, `update public.profiles set role = 'superuser' where id = $1`, [
        users.membro,
      ]),
    ),
  ).toBe('23514')
  expect(
    codeOf(
      await applyAs(db, admin, `update public.profiles set role = 'escritor' where id = $1`, [
        users.membro,
      ]),
    ),
  ).toBe('ok (1 rows)')
  const [profile] = await ownerRows(db, `select role from public.profiles where id = $1`, [
    users.membro,
  ])
  expect(profile).toEqual({ role: 'escritor' })
})

test('a member edits their own name, avatar and ranking opt-in', async () => {
  const db = database()
  const outcome = await applyAs(
    db,
    signedIn(users.membro),
    `update public.profiles set full_name = 'João P. Alves', avatar_url = '/storage/v1/object/public/site-media/perfis/eu.png', show_in_ranking = false where id = $1`,
    [users.membro],
  )
  expect(codeOf(outcome)).toBe('ok (1 rows)')
  const [profile] = await ownerRows(
    db,
    `select full_name, avatar_url, show_in_ranking from public.profiles where id = $1`,
    [users.membro],
  )
  expect(profile).toEqual({
    full_name: 'João P. Alves',
    avatar_url: '/storage/v1/object/public/site-media/perfis/eu.png',
    show_in_ranking: false,
  })
})

test('a member cannot create a profile or rewrite its dates', async () => {
  const db = database()
  const member = signedIn(users.membro)
  expect(
    codeOf(
      await runAs(db, member, `insert into public.profiles (id, role) values ($1, 'admin')`, [
        users.membro,
      ]),
    ),
  ).toBe('42501')
  expect(
    codeOf(
      await runAs(
        db,
        member,
        `update public.profiles set created_at = now() - interval '9 years' where id = $1`,
        [users.membro],
      ),
    ),
  ).toBe('42501')
})

// Partnership proposals ------------------------------------------------------------------------------

test('a visitor sends a proposal without reading it back', async () => {
  const db = database()
  expect(codeOf(await applyAs(db, anon, ...insertProposal(proposal)))).toBe('ok (1 rows)')
  const [row] = await ownerRows(
    db,
    `select organization_name, partnership_type from public.parcerias_solicitacoes order by created_at desc limit 1`,
  )
  expect(row).toEqual({
    organization_name: proposal.organization_name,
    partnership_type: 'Pro-bono',
  })
})

test('a proposal inserted with return=representation is refused for visitors and members', async () => {
  const db = database()
  expect(codeOf(await runAs(db, anon, ...insertProposal(proposal, true)))).toBe('42501')
  expect(codeOf(await runAs(db, signedIn(users.membro), ...insertProposal(proposal, true)))).toBe(
    '42501',
  )
  // An admin may read proposals, so the same insert returns the new row to them.
  expect(
    codeOf(await runAs(db, signedIn(users.admin, 'aal2'), ...insertProposal(proposal, true))),
  ).toBe('ok (1 rows)')
})

test('a proposal with a forged id or created_at is refused', async () => {
  const db = database()
  const forgedId = { ...proposal, id: 'c0000000-0000-4000-8000-0000000000aa' }
  const forgedDate = { ...proposal, created_at: '2001-01-01T00:00:00Z' }
  expect(codeOf(await runAs(db, anon, ...insertProposal(forgedId)))).toBe('42501')
  expect(codeOf(await runAs(db, anon, ...insertProposal(forgedDate)))).toBe('42501')
  expect(codeOf(await runAs(db, signedIn(users.admin, 'aal2'), ...insertProposal(forgedId)))).toBe(
    '42501',
  )
})

test('staff cannot forge the id or dates of content either', async () => {
  const db = database()
  const admin = signedIn(users.admin, 'aal2')
  expect(
    codeOf(
      await runAs(
        db,
        admin,
        `insert into public.noticias (id, slug, title, summary, body) values (gen_random_uuid(), 'x', 'X', 'X', 'X')`,
      ),
    ),
  ).toBe('42501')
  expect(
    codeOf(
      await runAs(
        db,
        admin,
        `update public.noticias set updated_at = '2001-01-01' where slug = 'selo-ods-2025-2026'`,
      ),
    ),
  ).toBe('42501')
})

const oversize: [field: string, value: string][] = [
  ['proposal', 'x'.repeat(1_000_000)],
  ['organization_description', 'x'.repeat(5001)],
  ['organization_name', 'x'.repeat(201)],
  ['contact_name', '   '],
  ['email', 'não-é-um-email'],
  ['email', `${'a'.repeat(310)}@example.org`],
  ['site_url', 'javascript:alert(1)'],
  ['site_url', `https://example.org/${'a'.repeat(2030)}`],
  ['instagram_url', 'ftp://example.org/perfil'],
  ['cnpj', '1'.repeat(33)],
  ['phone', '9'.repeat(41)],
  ['partnership_type', 'Doação'],
]
for (const [field, value] of oversize) {
  test(`a proposal whose ${field} is ${value.length > 60 ? `${value.length} characters long` : `"${value}"`} is rejected by a CHECK constraint`, async () => {
    const outcome = await runAs(
      database(),
      anon,
      ...insertProposal({ ...proposal, [field]: value }),
    )
    expect(codeOf(outcome)).toBe('23514')
    expect(outcome.ok ? '' : outcome.message).toContain('parcerias_solicitacoes')
  })
}

test('a 1 MB name or a javascript: avatar is rejected on a profile', async () => {
  const db = database()
  const member = signedIn(users.membro)
  expect(
    codeOf(
      await runAs(
        db,
        member,
        `update public.profiles set full_name = repeat('x', 1000000) where id = $1`,
        [users.membro],
      ),
    ),
  ).toBe('23514')
  expect(
    codeOf(
      await runAs(
        db,
        member,
        `update public.profiles set avatar_url = 'javascript:alert(1)' where id = $1`,
        [users.membro],
      ),
    ),
  ).toBe('23514')
  expect(
    codeOf(
      await runAs(
        db,
        member,
        `update public.profiles set avatar_url = '//evil.example/a.png' where id = $1`,
        [users.membro],
      ),
    ),
  ).toBe('23514')
})

// MOV+ ------------------------------------------------------------------------------------------------

const cadernos = 'ba000000-0000-4000-8000-000000000003'
const camiseta = 'ba000000-0000-4000-8000-000000000001'
const pendingOfMembro = 'bb000000-0000-4000-8000-000000000002' // camiseta, 200 points

async function balance(id: string): Promise<number> {
  const [row] = await ownerRows<{ n: number }>(
    database(),
    `select coalesce(sum(points), 0)::int as n from public.mov_plus_pontos where user_id = $1`,
    [id],
  )
  return row?.n ?? 0
}

test('approving a redemption debits its cost from the ledger and takes one unit of stock', async () => {
  const db = database()
  expect(await balance(users.membro)).toBe(380)
  const outcome = await applyAs(
    db,
    signedIn(users.movPlusAdmin, 'aal2'),
    `update public.mov_plus_resgates set status = 'aprovado' where id = $1`,
    [pendingOfMembro],
  )
  expect(codeOf(outcome)).toBe('ok (1 rows)')
  expect(await balance(users.membro)).toBe(180)
  const [reward] = await ownerRows(
    db,
    `select stock from public.mov_plus_recompensas where id = $1`,
    [camiseta],
  )
  expect(reward).toEqual({ stock: 24 })
  const [decision] = await ownerRows(
    db,
    `select decided_by, decided_at is not null as decided from public.mov_plus_resgates where id = $1`,
    [pendingOfMembro],
  )
  expect(decision).toEqual({ decided_by: users.movPlusAdmin, decided: true })
})

test('a decided redemption cannot be decided again', async () => {
  const db = database()
  const staff = signedIn(users.movPlusAdmin, 'aal2')
  const refused = await applyAs(
    db,
    staff,
    `update public.mov_plus_resgates set status = 'recusado', refusal_reason = 'Fora do prazo' where id = $1`,
    [pendingOfMembro],
  )
  expect(codeOf(refused)).toBe('ok (1 rows)')
  const outcome = await runAs(
    db,
    staff,
    `update public.mov_plus_resgates set status = 'aprovado' where id = $1`,
    [pendingOfMembro],
  )
  expect(codeOf(outcome)).toBe('P0001')
  expect(await balance(users.membro)).toBe(380)
})

test('a redemption is not approved when the reward is out of stock', async () => {
  const db = database()
  await db.query(`update public.mov_plus_recompensas set stock = 0 where id = $1`, [camiseta])
  const outcome = await runAs(
    db,
    signedIn(users.movPlusAdmin, 'aal2'),
    `update public.mov_plus_resgates set status = 'aprovado' where id = $1`,
    [pendingOfMembro],
  )
  expect(outcome.ok ? 'ok' : outcome.message).toBe('Esta recompensa está sem estoque.')
})

test('a member asks only through mov_plus_request_redemption: a direct insert is refused whatever it says', async () => {
  const db = database()
  const member = signedIn(users.membro)
  for (const sql of [
    `insert into public.mov_plus_resgates (reward_id) values ($1)`,
    `insert into public.mov_plus_resgates (reward_id, status) values ($1, 'aprovado')`,
  ]) {
    expect(codeOf(await runAs(db, member, sql, [cadernos]))).toBe('42501')
  }
  // Lucas has 150 points and nothing pending: the kit (120) is his to ask for.
  const asked = await runAs(
    db,
    signedIn(users.lucas),
    `select user_id, status from public.mov_plus_request_redemption($1)`,
    [cadernos],
  )
  expect(asked.ok && asked.rows).toEqual([{ user_id: users.lucas, status: 'pendente' }])
})

test('nobody writes the ledger directly, staff included: points go through the functions', async () => {
  const db = database()
  const award = `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 30, 'Oficina')`
  for (const caller of [
    signedIn(users.movPlusAdmin, 'aal2'),
    signedIn(users.admin, 'aal2'),
    signedIn(users.membro),
  ]) {
    expect(codeOf(await runAs(db, caller, award, [users.lucas]))).toBe('42501')
  }
  const outcome = await applyAs(
    db,
    signedIn(users.movPlusAdmin, 'aal2'),
    `select * from public.mov_plus_award_points($1, 30, null, 'Oficina')`,
    [users.lucas],
  )
  expect(outcome.ok && outcome.rows.length).toBe(1)
  const [entry] = await ownerRows(
    db,
    `select awarded_by from public.mov_plus_pontos where user_id = $1 order by created_at desc limit 1`,
    [users.lucas],
  )
  expect(entry).toEqual({ awarded_by: users.movPlusAdmin })
})

test('the ranking shows only name, avatar, total and position of members who opted in', async () => {
  const db = database()
  const ranking = await runAs(db, anon, `select * from public.mov_plus_ranking`)
  if (!ranking.ok) throw new Error(ranking.message)
  expect(Object.keys(ranking.rows[0] ?? {})).toEqual([
    'display_name',
    'avatar_url',
    'total_points',
    'rank',
  ])
  expect(ranking.rows.map((r) => [r.display_name, Number(r.total_points), Number(r.rank)])).toEqual(
    [
      ['João Pedro Alves', 380, 1],
      ['Camila Rocha', 230, 2],
      ['Lucas Ferreira', 150, 3],
      ['Yasmin Oliveira', 50, 4],
    ],
  )
  await db.query(`update public.profiles set show_in_ranking = false where id = $1`, [users.membro])
  const after = await runAs(db, anon, `select display_name from public.mov_plus_ranking`)
  expect(after.ok && after.rows.map((r) => r.display_name)).toEqual([
    'Camila Rocha',
    'Lucas Ferreira',
    'Yasmin Oliveira',
  ])
})

test('the ranking follows the ledger and the profiles as they change: ties share a position', async () => {
  const db = database()
  const rows = async () => {
    const r = await runAs(db, anon, `select * from public.mov_plus_ranking`)
    if (!r.ok) throw new Error(r.message)
    return r.rows.map((x) => [x.display_name, Number(x.total_points), Number(x.rank)])
  }
  // Lucas reaches Camila's total (a tie: both second, then by name), Yasmin's total falls to zero.
  await db.query(
    `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 80, 'Oficina')`,
    [users.lucas],
  )
  await db.query(
    `insert into public.mov_plus_pontos (user_id, points, reason) values ((select id from public.profiles where full_name = 'Yasmin Oliveira'), -50, 'Ajuste')`,
  )
  expect(await rows()).toEqual([
    ['João Pedro Alves', 380, 1],
    ['Camila Rocha', 230, 2],
    ['Lucas Ferreira', 230, 2],
  ])
  // A new name shows at once; an empty one shows as "Membro MOV"; opting out and in again.
  await db.query(`update public.profiles set full_name = '' where id = $1`, [users.lucas])
  await db.query(`update public.profiles set show_in_ranking = false where id = $1`, [users.membro])
  expect(await rows()).toEqual([
    ['Camila Rocha', 230, 1],
    ['Membro MOV', 230, 1],
  ])
  await db.query(`update public.profiles set show_in_ranking = true where id = $1`, [users.membro])
  expect((await rows())[0]).toEqual(['João Pedro Alves', 380, 1])
  // Emptying the ledger empties the ranking.
  await db.query(`delete from public.mov_plus_pontos`)
  expect(await rows()).toEqual([])
})
