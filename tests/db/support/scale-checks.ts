// The database side of the scale work (docs/decisions/scale-reads.md), written once and run by two
// files: tests/db/scale.test.ts (PGlite, as the local backend) and tests/db/scale.pg.test.ts
// (PostgreSQL 15, as hosted Supabase). Each test runs inside the transaction its file opens per
// test, rolled back afterwards.
//
// * mov_plus_saldos, kept by trigger: after any sequence of inserts, updates and deletes of ledger
//   entries (a seeded random walk), each member's total equals the sum of their entries; a rolled
//   back write leaves it as it was; truncating the ledger empties it; deleting a member takes their
//   total with it. The ranking, the member's balance and the staff's member search read it.
// * the filter menus' functions return the distinct values of visible rows only.
// * at 10 000 news, the site search's full-text match and the "contains" filter use their indexes.
import { expect } from 'vitest'
import {
  anon,
  applyAs,
  ownerRows,
  runAs,
  signedIn,
  users,
  type Caller,
  type SqlSession,
} from './database'

type Register = (name: string, fn: () => Promise<void>, timeout?: number) => void

/** Members whose total differs from the sum of their ledger (none, when the trigger holds). */
const DRIFT = `
  select p.id, coalesce(s.points, 0)::int as kept, coalesce(l.total, 0)::int as summed
    from public.profiles as p
    left join public.mov_plus_saldos as s on s.user_id = p.id
    left join (select user_id, sum(points) as total from public.mov_plus_pontos group by user_id) as l
      on l.user_id = p.id
   where coalesce(s.points, 0) <> coalesce(l.total, 0)`

/** A small deterministic generator (mulberry32), so a failing walk can be replayed. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const memberIds = [users.membro, users.camila, users.lucas, users.yasmin, users.escritor]

async function pointsOf(db: SqlSession, caller: Caller, sql: string): Promise<unknown> {
  const outcome = await runAs(db, caller, sql)
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

export function scaleTests(test: Register, database: () => SqlSession) {
  test('after the migration every member’s total equals the sum of their ledger', async () => {
    const db = database()
    expect(await ownerRows(db, DRIFT)).toEqual([])
    const [row] = await ownerRows<{ members: number }>(
      db,
      `select count(*)::int as members from public.mov_plus_saldos where points <> 0`,
    )
    expect(row!.members).toBeGreaterThan(0)
  })

  test('any sequence of inserts, updates and deletes of ledger entries keeps each total equal to the sum', async () => {
    const db = database()
    for (const seed of [1, 7, 2026]) {
      const next = random(seed)
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
      const amount = () => (Math.floor(next() * 400) + 1) * (next() < 0.3 ? -1 : 1)
      for (let step = 0; step < 60; step++) {
        const [entry] = await ownerRows<{ id: string }>(
          db,
          `select id from public.mov_plus_pontos order by md5(id::text || $1) limit 1`,
          [`${seed}-${step}`],
        )
        const op = next()
        if (op < 0.4 || !entry) {
          await db.query(
            `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, $2, 'Passo')`,
            [pick(memberIds), amount()],
          )
        } else if (op < 0.6) {
          await db.query(`update public.mov_plus_pontos set points = $2 where id = $1`, [
            entry.id,
            amount(),
          ])
        } else if (op < 0.75) {
          // The entry moves to another member (and may change its points at the same time).
          await db.query(
            `update public.mov_plus_pontos set user_id = $2, points = case when $3 then $4 else points end
              where id = $1`,
            [entry.id, pick(memberIds), next() < 0.5, amount()],
          )
        } else if (op < 0.8) {
          // A statement touching several rows at once.
          await db.query(
            `update public.mov_plus_pontos set points = points + 1 where user_id = $1 and points <> -1`,
            [pick(memberIds)],
          )
        } else {
          await db.query(`delete from public.mov_plus_pontos where id = $1`, [entry.id])
        }
        const drift = await ownerRows(db, DRIFT)
        expect(drift, `seed ${seed}, step ${step}`).toEqual([])
      }
    }
  }, 60_000)

  test('a write rolled back leaves the totals as they were', async () => {
    const db = database()
    const before = await ownerRows(
      db,
      `select user_id, points from public.mov_plus_saldos order by 1`,
    )
    await db.exec('savepoint undone')
    await db.query(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 999, 'Desfeito')`,
      [users.membro],
    )
    await db.query(`delete from public.mov_plus_pontos where user_id = $1`, [users.camila])
    await db.exec('rollback to savepoint undone; release savepoint undone')
    expect(
      await ownerRows(db, `select user_id, points from public.mov_plus_saldos order by 1`),
    ).toEqual(before)
  })

  test('truncating the ledger empties the totals; deleting a member takes their total along', async () => {
    const db = database()
    await db.exec('savepoint a')
    await db.query(`delete from public.profiles where id = $1`, [users.camila])
    expect(
      await ownerRows(db, `select 1 from public.mov_plus_saldos where user_id = $1`, [
        users.camila,
      ]),
    ).toEqual([])
    expect(await ownerRows(db, DRIFT)).toEqual([])
    await db.exec('rollback to savepoint a; release savepoint a')
    await db.exec('truncate public.mov_plus_pontos')
    expect(await ownerRows(db, `select * from public.mov_plus_saldos where points <> 0`)).toEqual(
      [],
    )
    await db.query(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 40, 'Depois')`,
      [users.membro],
    )
    expect(
      await ownerRows(
        db,
        `select user_id, points::int from public.mov_plus_saldos where points <> 0`,
      ),
    ).toEqual([{ user_id: users.membro, points: 40 }])
  })

  test('points given and undone through the presidency’s functions show in the member’s balance, the search and the ranking', async () => {
    const db = database()
    const staff = signedIn(users.movPlusAdmin, 'aal2')
    const member = signedIn(users.membro)
    const balance = async () =>
      Number(
        (
          (await pointsOf(db, member, `select public.mov_plus_my_balance() as b`)) as {
            b: unknown
          }[]
        )[0]!.b,
      )
    const start = await balance()
    const given = await applyAs(
      db,
      staff,
      `select id from public.mov_plus_award_points($1, 5000, null, 'Mutirão')`,
      [users.membro],
    )
    if (!given.ok) throw new Error(given.message)
    expect(await balance()).toBe(start + 5000)
    const [email] = await ownerRows<{ email: string }>(
      db,
      `select email from auth.users where id = $1`,
      [users.membro],
    )
    const byEmail = await runAs(
      db,
      staff,
      `select balance::int as balance from public.mov_plus_search_members($1, 5)`,
      [email!.email],
    )
    expect(byEmail.ok && byEmail.rows).toEqual([{ balance: start + 5000 }])
    const undone = await applyAs(
      db,
      staff,
      `select id from public.mov_plus_undo_points($1, null)`,
      [given.rows[0]!.id],
    )
    if (!undone.ok) throw new Error(undone.message)
    expect(await balance()).toBe(start)
  })

  test('members read only their own total, staff all, visitors none; nobody writes one', async () => {
    const db = database()
    const own = await runAs(
      db,
      signedIn(users.membro),
      `select user_id from public.mov_plus_saldos`,
    )
    expect(own.ok && own.rows).toEqual([{ user_id: users.membro }])
    const visitor = await runAs(db, anon, `select * from public.mov_plus_saldos`)
    expect(visitor.ok ? 'read' : visitor.code).toBe('42501')
    for (const caller of [signedIn(users.membro), signedIn(users.admin, 'aal2')]) {
      const write = await runAs(db, caller, `update public.mov_plus_saldos set points = 1000000`)
      expect(write.ok ? 'written' : write.code).toBe('42501')
    }
  })

  test('the ranking shows the same totals as the ledger sums, only of members who opted in', async () => {
    const db = database()
    // The top member by far opts out; another member with points opts in.
    await db.query(
      `insert into public.mov_plus_pontos (user_id, points, reason) values ($1, 90000, 'Recorde'), ($2, 70000, 'Quase')`,
      [users.yasmin, users.lucas],
    )
    await db.query(`update public.profiles set show_in_ranking = (id = $2) where id in ($1, $2)`, [
      users.yasmin,
      users.lucas,
    ])
    const ranking = await runAs(
      db,
      anon,
      `select display_name, total_points::int as total_points, rank::int as rank from public.mov_plus_ranking`,
    )
    if (!ranking.ok) throw new Error(ranking.message)
    const expected = await ownerRows(
      db,
      `select coalesce(nullif(p.full_name, ''), 'Membro MOV') as display_name, sum(l.points)::int as total_points,
              (rank() over (order by sum(l.points) desc))::int as rank
         from public.profiles as p join public.mov_plus_pontos as l on l.user_id = p.id
        where p.show_in_ranking group by p.id having sum(l.points) > 0
        order by total_points desc, display_name`,
    )
    expect(ranking.rows).toEqual(expected)
    const [lucas] = await ownerRows<{ full_name: string }>(
      db,
      `select full_name from public.profiles where id = $1`,
      [users.lucas],
    )
    expect(ranking.rows[0]).toMatchObject({ display_name: lucas!.full_name, rank: 1 })
    const [yasmin] = await ownerRows<{ full_name: string }>(
      db,
      `select full_name from public.profiles where id = $1`,
      [users.yasmin],
    )
    expect(ranking.rows.map((r) => r.display_name)).not.toContain(yasmin!.full_name)
  })

  test('the filter menus list the distinct values of published or active rows only, for visitors and staff alike', async () => {
    const db = database()
    await db.exec(`
      insert into public.programas (title, category, year, description, is_active)
        values ('Programa oculto', 'Categoria oculta', 1999, 'Descrição', false),
               ('Programa repetido', (select category from public.programas where is_active limit 1),
                (select year from public.programas where is_active limit 1), 'Descrição', true);
      insert into public.pdc_publications (title, thematic, authors, publication_date, file_url, is_published)
        values ('Rascunho', 'Tema oculto', 'Equipe', '2026-11-01', '/files/x.pdf', false);
      insert into public.manifestos (title, thematic, description, signed_at, is_active)
        values ('Manifesto arquivado', 'Tema oculto', 'Texto', '2026-11-01', false);
    `)
    const sorted = (values: unknown[]) => [...values].map(String).sort()
    for (const caller of [anon, signedIn(users.admin, 'aal2')]) {
      const publications = await runAs(
        db,
        caller,
        `select thematic from public.pdc_publication_thematics()`,
      )
      const publicationsExpected = await ownerRows<{ thematic: string }>(
        db,
        `select distinct thematic from public.pdc_publications where is_published`,
      )
      expect(publications.ok && sorted(publications.rows.map((r) => r.thematic))).toEqual(
        sorted(publicationsExpected.map((r) => r.thematic)),
      )
      const manifestos = await runAs(
        db,
        caller,
        `select thematic from public.manifesto_thematics()`,
      )
      const manifestosExpected = await ownerRows<{ thematic: string }>(
        db,
        `select distinct thematic from public.manifestos where is_active`,
      )
      expect(manifestos.ok && sorted(manifestos.rows.map((r) => r.thematic))).toEqual(
        sorted(manifestosExpected.map((r) => r.thematic)),
      )
      const programs = await runAs(
        db,
        caller,
        `select categories, years from public.programa_filters()`,
      )
      if (!programs.ok) throw new Error(programs.message)
      expect(programs.rows).toHaveLength(1)
      const { categories, years } = programs.rows[0] as { categories: string[]; years: number[] }
      const programsExpected = await ownerRows<{ category: string; year: number }>(
        db,
        `select category, year from public.programas where is_active`,
      )
      expect(sorted(categories)).toEqual(
        sorted([...new Set(programsExpected.map((r) => r.category))]),
      )
      expect(sorted(years)).toEqual(sorted([...new Set(programsExpected.map((r) => r.year))]))
      for (const hidden of ['Tema oculto', 'Categoria oculta', '1999']) {
        expect([
          ...(publications.ok ? publications.rows.map((r) => r.thematic) : []),
          ...(manifestos.ok ? manifestos.rows.map((r) => r.thematic) : []),
          ...categories,
          ...years.map(String),
        ]).not.toContain(hidden)
      }
    }
  })
}

/** Adds 10 000 published news (one in 500 about "saúde") and makes the planner see them. */
export async function growNews(db: SqlSession): Promise<void> {
  await db.exec(`
    insert into public.noticias (slug, title, summary, body, published_at, is_published)
    select 'carga-' || i,
           'Notícia de carga número ' || i || case when i % 500 = 0 then ' sobre saúde' else '' end,
           'Resumo de teste ' || i, repeat('Texto do corpo sem relação. ', 12),
           now() - (i || ' hours')::interval, true
      from generate_series(1, 10000) as i;
    analyze public.noticias;
  `)
}

/** Adds 3 000 members in the ranking (auth users, their profiles by trigger, one ledger entry each). */
export async function growRanking(db: SqlSession): Promise<void> {
  await db.exec(`
    insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
           'ranking' || i || '@escala.exemplo.org', '{"provider": "email", "providers": ["email"]}',
           jsonb_build_object('full_name', 'Membro de carga ' || i), now(), now()
      from generate_series(1, 3000) as i;
    update public.profiles set show_in_ranking = true where email like 'ranking%@escala.exemplo.org';
    insert into public.mov_plus_pontos (user_id, points, reason)
    select id, 1 + (hashtext(id::text) & 1023), 'Carga'
      from public.profiles where email like 'ranking%@escala.exemplo.org';
    analyze public.mov_plus_saldos;
    analyze private.mov_plus_ranking_entries;
  `)
}

/** The ranking's top ten as the site asks for it (PostgREST's query of get-ranking.ts). */
export const RANKING_TOP = `select display_name, avatar_url, total_points, rank from public.mov_plus_ranking
  order by total_points desc limit 10`

/** The plan of `sql` (owner's rights, the server's own choices), as text. */
export async function planOf(db: SqlSession, sql: string): Promise<string> {
  const rows = await ownerRows<{ 'QUERY PLAN': string }>(db, `explain (costs off) ${sql}`)
  return rows.map((r) => r['QUERY PLAN']).join('\n')
}

/**
 * What search_site's matching part (private.search_site_matches) asks of the news. That function
 * runs with `enable_seqscan = off` (its own setting): plan it after `set local enable_seqscan = off`.
 */
export const NEWS_MATCH = `select id
  from (select * from public.noticias as m where m.search_vector @@ public.search_query('saude') offset 0) as n
  where n.is_published and n.published_at <= now()`
/** The "contains" filter of the admin and writer news lists. */
export const NEWS_CONTAINS = `select id from public.noticias as n where public.search_text(n) ilike '%saude%'`
