// History, trash and activity (issue 33), written once and run by tests/db/history.test.ts
// (PGlite, as the local backend) and tests/db/history.pg.test.ts (PostgreSQL 15, as hosted
// Supabase). Each test runs inside the transaction its file opens per test, rolled back afterwards.
import { expect } from 'vitest'
import { planOf } from './scale-checks'
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

const admin = signedIn(users.admin, 'aal2')
const escritor = signedIn(users.escritor, 'aal2')
const presidency = signedIn(users.movPlusAdmin, 'aal2')
const member = signedIn(users.membro)
const adminAtAal1 = signedIn(users.admin, 'aal1')

/** The seeded programme the cases edit. */
async function aProgramme(db: SqlSession): Promise<string> {
  const [row] = await ownerRows<{ id: string }>(
    db,
    `select id from public.programas order by display_order, id limit 1`,
  )
  if (!row) throw new Error('the seed has no programme')
  return row.id
}

function ok(outcome: Outcome): Record<string, unknown>[] {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

const codeOf = (outcome: Outcome) => (outcome.ok ? 'succeeded' : outcome.code)

async function versionsOf(db: SqlSession, table: string, id: string) {
  return ownerRows<{
    id: number
    action: string
    actor_id: string | null
    actor_name: string | null
    old_row: Record<string, unknown> | null
    new_row: Record<string, unknown> | null
  }>(
    db,
    `select id, action, actor_id, actor_name, old_row, new_row from public.historico
      where table_name = $1 and row_id = $2 order by id`,
    [table, id],
  )
}

const CONTENT_TABLES = [
  'programas',
  'home_banners',
  'pdc_publications',
  'na_midia',
  'testimonials',
  'representacoes',
  'partner_categories',
  'partners',
  'manifestos',
  'autores',
  'noticias',
  'institutos',
  'pesquisas',
  'trilhas',
  'trilha_modulos',
  'paginas',
  'documentos',
  'mov_plus_missoes',
  'mov_plus_recompensas',
]

export function historyTests(test: Register, database: () => SqlSession): void {
  test('every content table records its changes with a trigger', async () => {
    const rows = await ownerRows<{ table: string }>(
      database(),
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = c.relname || '_history' and not t.tgisinternal order by 1`,
    )
    expect(rows.map((r) => r.table)).toEqual([...CONTENT_TABLES].sort())
  })

  test('an edit keeps the previous and the new row, who and when, by the server clock', async () => {
    const db = database()
    const id = await aProgramme(db)
    ok(
      await applyAs(db, admin, `update public.programas set title = 'Título novo' where id = $1`, [
        id,
      ]),
    )
    const versions = await versionsOf(db, 'programas', id)
    const last = versions.at(-1)
    expect(last?.action).toBe('edited')
    expect(last?.actor_id).toBe(users.admin)
    expect(last?.actor_name).toBeTruthy()
    expect(last?.new_row?.title).toBe('Título novo')
    expect(last?.old_row?.title).not.toBe('Título novo')
    // No generated search columns in the stored rows.
    expect(Object.keys(last?.new_row ?? {})).not.toContain('search_vector')
    const [when] = await ownerRows<{ fresh: boolean }>(
      db,
      `select created_at = now() as fresh from public.historico where id = $1`,
      [last?.id],
    )
    expect(when?.fresh).toBe(true)
  })

  test('a save that changes nothing is no version; publishing and moving are named as such', async () => {
    const db = database()
    const id = await aProgramme(db)
    const before = (await versionsOf(db, 'programas', id)).length
    ok(await applyAs(db, admin, `update public.programas set title = title where id = $1`, [id]))
    expect(await versionsOf(db, 'programas', id)).toHaveLength(before)
    ok(
      await applyAs(db, admin, `update public.programas set is_active = false where id = $1`, [id]),
    )
    ok(await applyAs(db, admin, `update public.programas set is_active = true where id = $1`, [id]))
    ok(
      await applyAs(db, admin, `update public.programas set display_order = 999 where id = $1`, [
        id,
      ]),
    )
    const actions = (await versionsOf(db, 'programas', id)).slice(before).map((v) => v.action)
    expect(actions).toEqual(['unpublished', 'published', 'moved'])
  })

  test('deleting moves the row to the trash, and restoring it brings back the same row as a new version', async () => {
    const db = database()
    const id = await aProgramme(db)
    const [original] = await ownerRows<{ title: string; created_at: string }>(
      db,
      `select title, created_at::text from public.programas where id = $1`,
      [id],
    )
    ok(await applyAs(db, admin, `delete from public.programas where id = $1`, [id]))
    const trash = ok(
      await runAs(
        db,
        admin,
        `select id, row_data, deleted_by from public.lixeira where row_id = $1`,
        [id],
      ),
    )
    expect(trash).toHaveLength(1)
    expect(trash[0]?.deleted_by).toBe(users.admin)
    expect((trash[0]?.row_data as { title: string }).title).toBe(original?.title)

    // A version of a row in the trash is not restored in place.
    const [deleted] = (await versionsOf(db, 'programas', id)).slice(-1)
    expect(deleted?.action).toBe('deleted')
    const refused = await runAs(db, admin, `select public.history_restore_version($1)`, [
      deleted?.id,
    ])
    expect(codeOf(refused)).toBe('P0001')

    ok(await applyAs(db, admin, `select public.trash_restore($1)`, [trash[0]?.id]))
    const [back] = await ownerRows<{ title: string; created_at: string }>(
      db,
      `select title, created_at::text from public.programas where id = $1`,
      [id],
    )
    expect(back).toEqual(original)
    expect(await ownerRows(db, `select 1 from public.lixeira where row_id = $1`, [id])).toEqual([])
    expect((await versionsOf(db, 'programas', id)).at(-1)?.action).toBe('restored')
  })

  test('restoring a version puts its content back and is itself a new version', async () => {
    const db = database()
    const id = await aProgramme(db)
    ok(
      await applyAs(db, admin, `update public.programas set title = 'Primeira' where id = $1`, [
        id,
      ]),
    )
    ok(
      await applyAs(db, admin, `update public.programas set title = 'Segunda' where id = $1`, [id]),
    )
    const first = (await versionsOf(db, 'programas', id)).find(
      (v) => v.new_row?.title === 'Primeira',
    )
    ok(await applyAs(db, admin, `select public.history_restore_version($1)`, [first?.id]))
    const [row] = await ownerRows<{ title: string }>(
      db,
      `select title from public.programas where id = $1`,
      [id],
    )
    expect(row?.title).toBe('Primeira')
    const last = (await versionsOf(db, 'programas', id)).at(-1)
    expect(last?.action).toBe('restored')
    expect(last?.old_row?.title).toBe('Segunda')
    expect(last?.actor_id).toBe(users.admin)
  })

  test('a track comes back from the trash with the modules deleted with it', async () => {
    const db = database()
    const [track] = await ownerRows<{ id: string; modules: number }>(
      db,
      `select t.id, count(m.id)::int as modules from public.trilhas t
         join public.trilha_modulos m on m.trilha_id = t.id group by t.id order by t.id limit 1`,
    )
    ok(await applyAs(db, admin, `delete from public.trilhas where id = $1`, [track?.id]))
    const [trash] = await ownerRows<{ id: number }>(
      db,
      `select id from public.lixeira where table_name = 'trilhas' and row_id = $1`,
      [track?.id],
    )
    ok(await applyAs(db, admin, `select public.trash_restore($1)`, [trash?.id]))
    const [count] = await ownerRows<{ n: number }>(
      db,
      `select count(*)::int as n from public.trilha_modulos where trilha_id = $1`,
      [track?.id],
    )
    expect(count?.n).toBe(track?.modules)
  })

  test('deleting for good empties the trash entry and is recorded', async () => {
    const db = database()
    const id = await aProgramme(db)
    ok(await applyAs(db, admin, `delete from public.programas where id = $1`, [id]))
    const [trash] = await ownerRows<{ id: number }>(
      db,
      `select id from public.lixeira where row_id = $1`,
      [id],
    )
    // Others cannot; the trash entry stays.
    for (const caller of [anon, member, escritor, presidency, adminAtAal1]) {
      const outcome = await runAs(db, caller, `select public.trash_delete_for_good($1)`, [
        trash?.id,
      ])
      expect(outcome.ok, JSON.stringify(caller)).toBe(false)
    }
    ok(await applyAs(db, admin, `select public.trash_delete_for_good($1)`, [trash?.id]))
    expect(await ownerRows(db, `select 1 from public.lixeira where row_id = $1`, [id])).toEqual([])
    expect((await versionsOf(db, 'programas', id)).at(-1)?.action).toBe('deleted_for_good')
    // Gone for good: not restorable from the trash any more.
    expect(codeOf(await runAs(db, admin, `select public.trash_restore($1)`, [trash?.id]))).toBe(
      'P0001',
    )
  })

  test('the trash keeps 30 days: older entries are purged by the database on the next trash write', async () => {
    const db = database()
    const id = await aProgramme(db)
    ok(await applyAs(db, admin, `delete from public.programas where id = $1`, [id]))
    await db.query(
      `update public.lixeira set deleted_at = now() - interval '31 days' where row_id = $1`,
      [id],
    )
    const [other] = await ownerRows<{ id: string }>(
      db,
      `select id from public.testimonials order by id limit 1`,
    )
    ok(await applyAs(db, admin, `delete from public.testimonials where id = $1`, [other?.id]))
    const left = await ownerRows<{ row_id: string }>(db, `select row_id from public.lixeira`)
    expect(left.map((r) => r.row_id)).toEqual([other?.id])
  })

  test('who reads history and trash: the editors of the table, at aal2; visitors and members nothing', async () => {
    const db = database()
    const id = await aProgramme(db)
    ok(await applyAs(db, admin, `delete from public.programas where id = $1`, [id]))
    const [author] = await ownerRows<{ id: string }>(db, `select id from public.autores limit 1`)
    ok(
      await applyAs(
        db,
        escritor,
        `update public.autores set name = 'Autora revista' where id = $1`,
        [author?.id],
      ),
    )
    const [mission] = await ownerRows<{ id: string }>(
      db,
      `select id from public.mov_plus_missoes limit 1`,
    )
    ok(
      await applyAs(
        db,
        presidency,
        `update public.mov_plus_missoes set title = 'Missão revista' where id = $1`,
        [mission?.id],
      ),
    )
    const tablesSeen = async (caller: Caller, relation: string) => {
      const outcome = await runAs(db, caller, `select distinct table_name from public.${relation}`)
      if (!outcome.ok) return outcome.code
      return outcome.rows.map((r) => r.table_name as string).sort()
    }
    expect(await tablesSeen(anon, 'historico')).toBe('42501')
    expect(await tablesSeen(anon, 'lixeira')).toBe('42501')
    expect(await tablesSeen(member, 'historico')).toEqual([])
    expect(await tablesSeen(member, 'lixeira')).toEqual([])
    expect(await tablesSeen(adminAtAal1, 'historico')).toEqual([])
    expect(await tablesSeen(escritor, 'historico')).toEqual(['autores', 'noticias'])
    expect(await tablesSeen(escritor, 'lixeira')).toEqual([])
    const movPlus = await tablesSeen(presidency, 'historico')
    expect(movPlus).toContain('mov_plus_missoes')
    expect((movPlus as string[]).every((t) => t.startsWith('mov_plus_'))).toBe(true)
    expect(await tablesSeen(presidency, 'lixeira')).toEqual([])
    const all = (await tablesSeen(admin, 'historico')) as string[]
    expect(all).toEqual(expect.arrayContaining(['programas', 'autores', 'mov_plus_missoes']))
    expect(await tablesSeen(admin, 'lixeira')).toEqual(['programas'])
  })

  test('nobody, staff included, writes or deletes history or trash through the API', async () => {
    const db = database()
    const id = await aProgramme(db)
    ok(await applyAs(db, admin, `delete from public.programas where id = $1`, [id]))
    const writes = [
      `insert into public.historico (table_name, row_id, action) values ('programas', '${id}', 'edited')`,
      `update public.historico set actor_name = 'Outra pessoa'`,
      `delete from public.historico`,
      `truncate public.historico`,
      `insert into public.lixeira (table_name, row_id, row_data) values ('programas', '${id}', '{}')`,
      `update public.lixeira set deleted_at = now() - interval '40 days'`,
      `delete from public.lixeira`,
      `select private.purge_trash()`,
      `select private.record_content_history()`,
    ]
    for (const caller of [anon, member, escritor, presidency, admin]) {
      for (const sql of writes) {
        expect(codeOf(await runAs(db, caller, sql)), `${JSON.stringify(caller)}: ${sql}`).toBe(
          '42501',
        )
      }
    }
  })

  test('restoring checks the role as the live table does', async () => {
    const db = database()
    const id = await aProgramme(db)
    ok(await applyAs(db, admin, `update public.programas set title = 'Outra' where id = $1`, [id]))
    const version = (await versionsOf(db, 'programas', id)).at(-1)
    for (const caller of [member, escritor, presidency, adminAtAal1]) {
      expect(
        codeOf(await runAs(db, caller, `select public.history_restore_version($1)`, [version?.id])),
      ).toBe('42501')
    }
    expect(
      codeOf(await runAs(db, anon, `select public.history_restore_version($1)`, [version?.id])),
    ).toBe('42501')
    // A writer restores an author, which writers edit.
    const [author] = await ownerRows<{ id: string }>(db, `select id from public.autores limit 1`)
    ok(
      await applyAs(db, escritor, `update public.autores set name = 'Outro nome' where id = $1`, [
        author?.id,
      ]),
    )
    const authorVersion = (await versionsOf(db, 'autores', author?.id ?? '')).at(-1)
    ok(await runAs(db, escritor, `select public.history_restore_version($1)`, [authorVersion?.id]))
  })

  test('activity: a role changed, a proposal handled, points awarded and reversed, a redemption decided', async () => {
    const db = database()
    ok(
      await applyAs(db, admin, `update public.profiles set role = 'escritor' where id = $1`, [
        users.camila,
      ]),
    )
    const [proposal] = await ownerRows<{ id: string }>(
      db,
      `select id from public.parcerias_solicitacoes order by id limit 1`,
    )
    ok(
      await applyAs(
        db,
        admin,
        `update public.parcerias_solicitacoes set status = 'tratada' where id = $1`,
        [proposal?.id],
      ),
    )
    const award = ok(
      await applyAs(
        db,
        presidency,
        `select (public.mov_plus_award_points($1, 30, null, 'Mutirão')).id`,
        [users.membro],
      ),
    )
    ok(
      await applyAs(
        db,
        presidency,
        `select public.mov_plus_undo_points($1, 'Lançado por engano')`,
        [award[0]?.id],
      ),
    )
    const [redemption] = await ownerRows<{ id: string }>(
      db,
      `select id from public.mov_plus_resgates where status = 'pendente' order by id limit 1`,
    )
    if (redemption) {
      ok(
        await applyAs(
          db,
          presidency,
          `update public.mov_plus_resgates set status = 'recusado', refusal_reason = 'Sem estoque' where id = $1`,
          [redemption.id],
        ),
      )
    }
    const actions = await ownerRows<{ action: string; actor_id: string; table_name: string }>(
      db,
      `select action, actor_id, table_name from public.historico
        where action in ('role_changed', 'proposal_handled', 'points_awarded', 'points_reversed', 'redemption_decided')
          and created_at = now()
        order by id`,
    )
    expect(actions.map((a) => a.action)).toEqual([
      'role_changed',
      'proposal_handled',
      'points_awarded',
      'points_reversed',
      ...(redemption ? ['redemption_decided'] : []),
    ])
    expect(actions.map((a) => a.actor_id)).toEqual([
      users.admin,
      users.admin,
      users.movPlusAdmin,
      users.movPlusAdmin,
      ...(redemption ? [users.movPlusAdmin] : []),
    ])
  })

  test('at a large history (40 000 versions; the bench measures 100 000), the activity list, its filters and a row’s revisions read their index, not the table', async () => {
    const db = database()
    const id = await aProgramme(db)
    await db.exec(`
      insert into public.historico (table_name, row_id, action, actor_id, created_at, new_row)
      select (array['programas', 'noticias', 'autores', 'trilhas'])[1 + i % 4],
             case when i % 500 = 0 then '${id}'::uuid else gen_random_uuid() end,
             'edited',
             case when i % 3 = 0 then '${users.admin}'::uuid else '${users.escritor}'::uuid end,
             now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
             jsonb_build_object('title', 'Versão ' || i)
        from generate_series(1, 40000) as i;
      analyze public.historico;
    `)
    const reads = [
      `select * from public.historico order by created_at desc, id desc limit 26`,
      `select * from public.historico where table_name = 'programas' order by created_at desc, id desc limit 26`,
      `select * from public.historico where actor_id = '${users.admin}' order by created_at desc, id desc limit 26`,
      `select * from public.historico where table_name = 'programas' and row_id = '${id}' order by created_at desc, id desc limit 50`,
    ]
    for (const [index, sql] of reads.entries()) {
      const plan = await planOf(db, sql)
      expect(plan, sql).toMatch(/Index Scan using historico_|Bitmap Index Scan on historico_/)
      expect(plan, sql).not.toMatch(/Seq Scan/)
      // A page of the activity list is read in order from its index (no sort of a year of rows);
      // a row's few versions may be sorted.
      if (index < 3) expect(plan, sql).not.toMatch(/Sort/)
    }
  })

  test('the activity list and a row’s revisions are served by indexes', async () => {
    const db = database()
    const indexes = await ownerRows<{ def: string }>(
      db,
      `select indexdef as def from pg_indexes where schemaname = 'public' and tablename = 'historico'`,
    )
    const defs = indexes.map((i) => i.def).join('\n')
    expect(defs).toMatch(/\(created_at DESC, id DESC\)/)
    expect(defs).toMatch(/\(table_name, row_id, created_at DESC, id DESC\)/)
    expect(defs).toMatch(/\(actor_id, created_at DESC, id DESC\)/)
    expect(defs).toMatch(/\(table_name, created_at DESC, id DESC\)/)
  })
}
