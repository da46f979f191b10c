// The admin area's rules that the RLS matrix does not show cell by cell: who handled a partnership
// proposal and when, the profile e-mail kept from auth.users, an admin's own role, and
// move_display_order.
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import {
  anon,
  applyAs,
  ownerRows,
  runAs,
  signedIn,
  useDatabase,
  users,
  type Caller,
  type Outcome,
} from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

const codeOf = (outcome: Outcome) =>
  outcome.ok ? `ok (${outcome.affectedRows} rows)` : outcome.code

const admin = signedIn(users.admin, 'aal2')
const membro = signedIn(users.membro)

/** Runs a statement as the database owner (no grants, no RLS, no API) and returns its SQLSTATE. */
async function ownerCode(sql: string, params: unknown[] = []): Promise<string | undefined> {
  const db = database()
  await db.exec('savepoint as_owner')
  try {
    await db.query(sql, params)
    await db.exec('release savepoint as_owner')
    return 'ok'
  } catch (error) {
    await db.exec('rollback to savepoint as_owner; release savepoint as_owner')
    return (error as { code?: string }).code
  }
}

// Partnership proposals: status ---------------------------------------------------------------------

const proposal = {
  organization_name: 'Coletivo Jovem do Vergel',
  contact_name: 'Paula Souza',
  email: 'paula@example.org',
  phone: '',
  partnership_type: 'Pro-bono',
  proposal: 'Oficinas de fotografia para as turmas do Jovens Lideranças.',
  instagram_url: '',
  site_url: '',
  cnpj: '',
  organization_description: 'Coletivo de fotografia da periferia de Maceió.',
}

function insertProposal(values: Record<string, string>): [string, unknown[]] {
  const columns = Object.keys(values)
  return [
    `insert into public.parcerias_solicitacoes (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(values),
  ]
}

async function seededProposal(): Promise<string> {
  const [row] = await ownerRows<{ id: string }>(
    database(),
    `select id from public.parcerias_solicitacoes where organization_name = 'Editora Sementes'`,
  )
  if (!row) throw new Error('the seed has no proposal from Editora Sementes')
  return row.id
}

const setStatus = (caller: Caller, id: string, status: string) =>
  applyAs(
    database(),
    caller,
    `update public.parcerias_solicitacoes set status = $2 where id = $1`,
    [id, status],
  )

/** A proposal's status, who handled it and when (`now` when it was in this test's transaction). */
async function handling(id: string) {
  const [row] = await ownerRows(
    database(),
    `select status, handled_by,
            case when handled_at = now() then 'now' else handled_at::text end as handled_at
       from public.parcerias_solicitacoes where id = $1`,
    [id],
  )
  return row
}

test('marking a proposal tratada records the admin and the time, and marking it nova again clears both', async () => {
  const id = await seededProposal()
  expect(await handling(id)).toEqual({ status: 'nova', handled_by: null, handled_at: null })
  expect(codeOf(await setStatus(admin, id, 'tratada'))).toBe('ok (1 rows)')
  expect(await handling(id)).toEqual({
    status: 'tratada',
    handled_by: users.admin,
    handled_at: 'now',
  })
  expect(codeOf(await setStatus(admin, id, 'nova'))).toBe('ok (1 rows)')
  expect(await handling(id)).toEqual({ status: 'nova', handled_by: null, handled_at: null })
})

test('marking an already handled proposal tratada again keeps who handled it', async () => {
  const id = await seededProposal()
  await ownerRows(database(), `update public.profiles set role = 'admin' where id = $1`, [
    users.escritor,
  ])
  await setStatus(admin, id, 'tratada')
  expect(codeOf(await setStatus(signedIn(users.escritor, 'aal2'), id, 'tratada'))).toBe(
    'ok (1 rows)',
  )
  expect(await handling(id)).toEqual({
    status: 'tratada',
    handled_by: users.admin,
    handled_at: 'now',
  })
})

test('an admin cannot write who handled a proposal or when', async () => {
  const db = database()
  const id = await seededProposal()
  for (const set of [
    `handled_at = '2001-01-01'`,
    `handled_by = '${users.camila}'`,
    `status = 'tratada', handled_by = '${users.camila}'`,
  ]) {
    expect(
      codeOf(
        await runAs(db, admin, `update public.parcerias_solicitacoes set ${set} where id = $1`, [
          id,
        ]),
      ),
      set,
    ).toBe('42501')
  }
})

test('a visitor cannot send a proposal already handled, and the ten form columns still insert as nova', async () => {
  const db = database()
  expect(codeOf(await runAs(db, anon, ...insertProposal({ ...proposal, status: 'tratada' })))).toBe(
    '42501',
  )
  expect(
    codeOf(await runAs(db, membro, ...insertProposal({ ...proposal, status: 'tratada' }))),
  ).toBe('42501')
  expect(codeOf(await applyAs(db, anon, ...insertProposal(proposal)))).toBe('ok (1 rows)')
  const [row] = await ownerRows(
    db,
    `select status, handled_at, handled_by from public.parcerias_solicitacoes where organization_name = $1`,
    [proposal.organization_name],
  )
  expect(row).toEqual({ status: 'nova', handled_at: null, handled_by: null })
})

test('signed-in accounts insert the same ten proposal columns (and the idempotency key) and update only the status', async () => {
  const rows = await ownerRows<{ target: string }>(
    database(),
    `select a.attname || ':' || p.priv as target
       from pg_attribute a
       cross join unnest(array['INSERT', 'UPDATE']) as p(priv)
      where a.attrelid = 'public.parcerias_solicitacoes'::regclass and a.attnum > 0
        and not a.attisdropped
        and has_column_privilege('authenticated', a.attrelid, a.attnum, p.priv)
      order by p.priv, a.attname`,
  )
  expect(rows.map((r) => r.target)).toEqual([
    ...[
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
    ].map((column) => `${column}:INSERT`),
    'status:UPDATE',
  ])
})

test('deleting the account that handled a proposal keeps the proposal and clears who handled it', async () => {
  const id = await seededProposal()
  await setStatus(admin, id, 'tratada')
  await ownerRows(database(), `delete from auth.users where id = $1`, [users.admin])
  const [row] = await ownerRows<{ status: string; handled_by: string | null }>(
    database(),
    `select status, handled_by from public.parcerias_solicitacoes where id = $1`,
    [id],
  )
  expect(row).toEqual({ status: 'tratada', handled_by: null })
})

test('a proposal is tratada exactly when it has a handled_at (CHECK constraint)', async () => {
  // Only the database owner can write these columns on insert; the constraint holds for it too.
  const handledAt = '2026-11-20T10:00:00Z'
  expect(await ownerCode(...insertProposal({ ...proposal, status: 'tratada' }))).toBe('23514')
  expect(await ownerCode(...insertProposal({ ...proposal, handled_at: handledAt }))).toBe('23514')
  expect(
    await ownerCode(...insertProposal({ ...proposal, status: 'tratada', handled_at: handledAt })),
  ).toBe('ok')
})

// People: e-mail and own role -----------------------------------------------------------------------

test('every seeded profile carries its account e-mail', async () => {
  const rows = await ownerRows<{ profile: string | null; account: string }>(
    database(),
    `select p.email as profile, u.email as account
       from public.profiles as p join auth.users as u on u.id = p.id order by u.email`,
  )
  expect(rows).toHaveLength(Object.keys(users).length)
  for (const row of rows) expect(row.profile).toBe(row.account)
})

test('a new account gets its e-mail on its profile', async () => {
  const db = database()
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values
       ('c0000000-0000-4000-8000-000000000010', 'nova@example.org', '{"full_name": "Nova Pessoa"}')`,
  )
  const [profile] = await ownerRows(
    db,
    `select email from public.profiles where id = 'c0000000-0000-4000-8000-000000000010'`,
  )
  expect(profile).toEqual({ email: 'nova@example.org' })
})

test('a changed account e-mail shows on the profile', async () => {
  const db = database()
  await db.query(`update auth.users set email = 'joao.pedro@example.org' where id = $1`, [
    users.membro,
  ])
  const own = await runAs(db, membro, `select email from public.profiles where id = $1`, [
    users.membro,
  ])
  expect(own.ok && own.rows).toEqual([{ email: 'joao.pedro@example.org' }])
})

test('neither a member nor an admin can write the e-mail on a profile', async () => {
  const db = database()
  const set = `update public.profiles set email = 'outro@example.org' where id = $1`
  expect(codeOf(await runAs(db, membro, set, [users.membro]))).toBe('42501')
  expect(codeOf(await runAs(db, admin, set, [users.membro]))).toBe('42501')
  expect(codeOf(await runAs(db, admin, set, [users.admin]))).toBe('42501')
})

test('an admin cannot drop their own admin role but still edits their own profile', async () => {
  const db = database()
  for (const role of ['user', 'escritor', 'mov_plus_admin']) {
    expect(
      codeOf(
        await runAs(db, admin, `update public.profiles set role = $2 where id = $1`, [
          users.admin,
          role,
        ]),
      ),
      role,
    ).toBe('42501')
  }
  expect(
    codeOf(
      await applyAs(db, admin, `update public.profiles set full_name = 'Marina D.' where id = $1`, [
        users.admin,
      ]),
    ),
  ).toBe('ok (1 rows)')
  const [profile] = await ownerRows(
    db,
    `select role, full_name from public.profiles where id = $1`,
    [users.admin],
  )
  expect(profile).toEqual({ role: 'admin', full_name: 'Marina D.' })
})

test('an admin may take the admin role from another admin', async () => {
  const db = database()
  await ownerRows(db, `update public.profiles set role = 'admin' where id = $1`, [users.escritor])
  expect(
    codeOf(
      await applyAs(db, admin, `update public.profiles set role = 'escritor' where id = $1`, [
        users.escritor,
      ]),
    ),
  ).toBe('ok (1 rows)')
})

// Ordering -------------------------------------------------------------------------------------------

/** Calls move_display_order as `caller`; `ok`, or the SQLSTATE it fails with. */
async function move(caller: Caller, table: string, id: string, direction: number | null) {
  const outcome = await applyAs(
    database(),
    caller,
    `select public.move_display_order($1, $2, $3)`,
    [table, id, direction],
  )
  return outcome.ok ? 'ok' : outcome.code
}

/** A table's rows as the admin list shows them: label and display_order, in display order. */
async function ordered(table: string, label: string, where = 'true') {
  const rows = await ownerRows<{ label: string; n: number }>(
    database(),
    `select ${label} as label, display_order as n from public.${table} where ${where}
      order by display_order, created_at, id`,
  )
  return rows.map((r) => `${r.n} ${r.label}`)
}

async function idOf(table: string, where: string): Promise<string> {
  const [row] = await ownerRows<{ id: string }>(
    database(),
    `select id from public.${table} where ${where}`,
  )
  if (!row) throw new Error(`no row in ${table} where ${where}`)
  return row.id
}

const testimonial = (name: string) => idOf('testimonials', `name = '${name}'`)

test('moving a row up or down swaps it with its neighbour', async () => {
  expect(await move(admin, 'testimonials', await testimonial('Dona Cícera Lima'), -1)).toBe('ok')
  expect(await ordered('testimonials', 'name')).toEqual([
    '1 Larissa Monteiro',
    '2 Dona Cícera Lima',
    '3 Thiago Bezerra',
    '4 Gabriela Santos',
  ])
  expect(await move(admin, 'testimonials', await testimonial('Larissa Monteiro'), 1)).toBe('ok')
  expect(await ordered('testimonials', 'name')).toEqual([
    '1 Dona Cícera Lima',
    '2 Larissa Monteiro',
    '3 Thiago Bezerra',
    '4 Gabriela Santos',
  ])
})

test('moving the first row up or the last row down changes nothing', async () => {
  const before = await ordered('testimonials', 'name')
  expect(await move(admin, 'testimonials', await testimonial('Larissa Monteiro'), -1)).toBe('ok')
  expect(await move(admin, 'testimonials', await testimonial('Gabriela Santos'), 1)).toBe('ok')
  expect(await ordered('testimonials', 'name')).toEqual(before)
})

test('tied rows are renumbered in their visible order before the move, so the order becomes strict', async () => {
  // Three testimonials share display_order 5; the oldest shows first among them, and their ids run
  // the other way, so a renumbering by id would show.
  await ownerRows(
    database(),
    `insert into public.testimonials (id, name, role, quote, display_order, created_at) values
       ('c1000000-0000-4000-8000-000000000003', 'Ana', 'Voluntária', 'Uma frase.', 5, '2026-01-01'),
       ('c1000000-0000-4000-8000-000000000002', 'Bruno', 'Voluntário', 'Outra frase.', 5, '2026-01-02'),
       ('c1000000-0000-4000-8000-000000000001', 'Carla', 'Voluntária', 'Mais uma.', 5, '2026-01-03')`,
  )
  expect(await move(admin, 'testimonials', 'c1000000-0000-4000-8000-000000000002', -1)).toBe('ok')
  expect(await ordered('testimonials', 'name')).toEqual([
    '10 Larissa Monteiro',
    '20 Thiago Bezerra',
    '30 Dona Cícera Lima',
    '40 Gabriela Santos',
    '50 Bruno',
    '60 Ana',
    '70 Carla',
  ])
})

test('a module moves only among the modules of its track', async () => {
  const track = (n: number) => `trilha_id = 'b6000000-0000-4000-8000-00000000000${n}'`
  const firstTrack = await ordered('trilha_modulos', 'title', track(1))
  // The last module of the first track stays last, although the other track has rows after it.
  expect(await move(admin, 'trilha_modulos', 'b7000000-0000-4000-8000-000000000004', 1)).toBe('ok')
  // The second module of the second track swaps with the third of its track, not the first track's.
  expect(await move(admin, 'trilha_modulos', 'b7000000-0000-4000-8000-000000000006', 1)).toBe('ok')
  expect(await ordered('trilha_modulos', 'title', track(1))).toEqual(firstTrack)
  expect(await ordered('trilha_modulos', 'title', track(2))).toEqual([
    '1 Causa, público e mensagem',
    '2 Dados que convencem',
    '3 Redes sociais com estratégia',
  ])
})

test('a partner moves only within its category', async () => {
  const partner = (name: string) => idOf('partners', `name = '${name}'`)
  const before = await ordered('partners', 'name')
  // First of its category and last of its category: no move, though other categories border them.
  expect(await move(admin, 'partners', await partner('Universidade Federal (Extensão)'), -1)).toBe(
    'ok',
  )
  expect(await move(admin, 'partners', await partner('Cooperativa Mandacaru'), 1)).toBe('ok')
  expect(await ordered('partners', 'name')).toEqual(before)
  expect(
    await move(admin, 'partners', await partner('Defensoria Pública — Núcleo da Infância'), -1),
  ).toBe('ok')
  expect(
    await ordered('partners', 'name', `category_id = 'b8000000-0000-4000-8000-000000000002'`),
  ).toEqual(['4 Defensoria Pública — Núcleo da Infância', '5 Universidade Federal (Extensão)'])
})

test('a representation moves only within its category, and those without one among themselves', async () => {
  const representation = (name: string) => idOf('representacoes', `name = '${name}'`)
  const before = await ordered('representacoes', 'name')
  expect(
    await move(
      admin,
      'representacoes',
      await representation('Conselho Municipal dos Direitos da Criança e do Adolescente'),
      -1,
    ),
  ).toBe('ok')
  expect(
    await move(
      admin,
      'representacoes',
      await representation('Grupo de Trabalho Intersetorial de Cultura'),
      -1,
    ),
  ).toBe('ok')
  expect(await ordered('representacoes', 'name')).toEqual(before)
})

test('members, escritores and MOV+ staff cannot reorder a row they can see', async () => {
  const db = database()
  const id = await testimonial('Thiago Bezerra')
  const before = await ordered('testimonials', 'name')
  for (const user of [users.membro, users.escritor, users.movPlusAdmin]) {
    const caller = signedIn(user, 'aal2')
    const seen = await runAs(db, caller, `select id from public.testimonials where id = $1`, [id])
    expect(seen.ok && seen.rows).toEqual([{ id }])
    expect(await move(caller, 'testimonials', id, -1), user).toBe('42501')
  }
  expect(await ordered('testimonials', 'name')).toEqual(before)
})

test('visitors cannot call move_display_order', async () => {
  const outcome = await runAs(database(), anon, `select public.move_display_order($1, $2, -1)`, [
    'testimonials',
    await testimonial('Thiago Bezerra'),
  ])
  expect(outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`).toBe(
    '42501 permission denied for function move_display_order',
  )
})

test('a table without a display order, or a direction other than -1 and 1, is refused (22023)', async () => {
  const id = await testimonial('Thiago Bezerra')
  for (const table of [
    'profiles',
    'noticias',
    'public.testimonials',
    'testimonials; drop table x',
  ]) {
    expect(await move(admin, table, id, 1), table).toBe('22023')
  }
  for (const direction of [0, 2, -2, null]) {
    expect(await move(admin, 'testimonials', id, direction), String(direction)).toBe('22023')
  }
})

test('MOV+ missions are ordered the same way, by the MOV+ presidency too', async () => {
  const before = await ordered('mov_plus_missoes', 'title')
  const second = await idOf('mov_plus_missoes', `title = '${before[1]!.replace(/^\d+ /, '')}'`)
  expect(await move(signedIn(users.movPlusAdmin, 'aal2'), 'mov_plus_missoes', second, -1)).toBe(
    'ok',
  )
  const after = await ordered('mov_plus_missoes', 'title')
  expect(after[0]!.replace(/^\d+ /, '')).toBe(before[1]!.replace(/^\d+ /, ''))
  expect(await move(membro, 'mov_plus_missoes', second, 1)).toBe('42501')
})

test('move_display_order runs with the caller rights, for signed-in accounts only; the new trigger functions are closed to the API', async () => {
  const rows = await ownerRows<{
    fn: string
    anon: boolean
    authenticated: boolean
    definer: boolean
    config: string[] | null
  }>(
    database(),
    `select n.nspname || '.' || p.proname as fn,
            has_function_privilege('anon', p.oid, 'execute') as anon,
            has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
            p.prosecdef as definer, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.proname in ('move_display_order', 'track_proposal_status', 'sync_profile_email')
      order by 1`,
  )
  expect(rows).toEqual([
    {
      fn: 'private.sync_profile_email',
      anon: false,
      authenticated: false,
      definer: true,
      config: ['search_path=""'],
    },
    {
      fn: 'private.track_proposal_status',
      anon: false,
      authenticated: false,
      definer: false,
      config: ['search_path=""'],
    },
    {
      fn: 'public.move_display_order',
      anon: false,
      authenticated: true,
      definer: false,
      config: ['search_path=""'],
    },
  ])
})
