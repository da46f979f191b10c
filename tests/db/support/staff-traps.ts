// The database side of issue 33's traps, written once and run by tests/db/staff-traps.test.ts
// (PGlite) and staff-traps.pg.test.ts (PostgreSQL 15), each test inside a transaction rolled back:
//   * trap 4, "Dar pontos" (20261127120000_award_mission_points.sql): with a mission, its points
//     apply; another number is refused in pt-BR;
//   * trap 1, `place_display_order` (20261127120100): a row at any position in one call, the
//     siblings renumbered without a tie, row-level security deciding;
//   * trap 2, "Publicar agora" (20261127120200): a null `published_at` is the database's now, and
//     `news_state` says the state by the database's clock.
import { expect } from 'vitest'
import {
  anon,
  applyAs,
  ownerRows,
  runAs,
  signedIn,
  users,
  type Outcome,
  type SqlSession,
} from './database'

type Register = (name: string, fn: () => Promise<void>) => void

const movPlus = signedIn(users.movPlusAdmin, 'aal2')
const admin = signedIn(users.admin, 'aal2')
const escritor = signedIn(users.escritor, 'aal2')
const oficina = 'b9000000-0000-4000-8000-000000000001' // "Participe de uma oficina", 50 points

const refusal = (o: Outcome) => (o.ok ? 'ok' : `${o.code} ${o.message}`)

async function programmeOrder(db: SqlSession): Promise<{ title: string; display_order: number }[]> {
  return ownerRows(
    db,
    `select title, display_order from public.programas order by display_order, created_at, id`,
  )
}

export function staffTrapsTests(test: Register, database: () => SqlSession): void {
  test('an award for a mission is worth the mission’s points: null or the same number, never another', async () => {
    const db = database()
    const award = (points: number | null) =>
      applyAs(db, movPlus, `select points from public.mov_plus_award_points($1, $2, $3, null)`, [
        users.membro,
        points,
        oficina,
      ])
    const withNull = await award(null)
    expect(withNull.ok && withNull.rows[0]).toEqual({ points: 50 })
    const same = await award(50)
    expect(same.ok && same.rows[0]).toEqual({ points: 50 })
    expect(refusal(await award(150))).toBe(
      'P0001 Esta missão vale 50 pontos. Para dar outro valor, escolha “Outro motivo” e informe o motivo.',
    )
    // Without a mission, the number typed applies (with its reason).
    const other = await applyAs(
      db,
      movPlus,
      `select points from public.mov_plus_award_points($1, 150, null, 'Mutirão')`,
      [users.membro],
    )
    expect(other.ok && other.rows[0]).toEqual({ points: 150 })
  })

  test('place_display_order puts a programme at any position in one call, with no tie left', async () => {
    const db = database()
    const [created] = await ownerRows<{ id: string }>(
      db,
      `insert into public.programas (title, category, year, description, icon, display_order)
       values ('Novo programa', 'Teste', 2026, 'Descrição', 'Zap', 1000) returning id`,
    )
    const place = (position: number, caller = admin) =>
      applyAs(db, caller, `select public.place_display_order('programas', $1, $2) as place`, [
        created!.id,
        position,
      ])
    const first = await place(1)
    expect(first.ok && first.rows[0]).toEqual({ place: 1 })
    let order = await programmeOrder(db)
    expect(order[0]!.title).toBe('Novo programa')
    expect(order.map((r) => r.display_order)).toEqual(order.map((_, i) => (i + 1) * 10))

    const third = await place(3)
    expect(third.ok && third.rows[0]).toEqual({ place: 3 })
    order = await programmeOrder(db)
    expect(order[2]!.title).toBe('Novo programa')
    expect(order[0]!.title).toBe('Jovens Lideranças')
    expect(new Set(order.map((r) => r.display_order)).size).toBe(order.length)

    // Past the end: the last place.
    const last = await place(999)
    expect(last.ok && last.rows[0]).toEqual({ place: order.length })
    expect((await programmeOrder(db)).at(-1)!.title).toBe('Novo programa')

    expect(refusal(await place(0))).toBe('22023 Informe uma posição a partir de 1.')
    // Only those who may update the table may reorder it.
    expect((await place(1, escritor)).ok).toBe(false)
    expect(refusal(await place(1, signedIn(users.admin, 'aal1')))).toMatch(/^(42501|P0002) /)
    expect(
      refusal(
        await runAs(db, anon, `select public.place_display_order('programas', $1, 1)`, [
          created!.id,
        ]),
      ),
    ).toMatch(/^42501 /)
    expect((await programmeOrder(db)).at(-1)!.title).toBe('Novo programa')
  })

  test('place_display_order keeps to the row’s scope (the modules of one track)', async () => {
    const db = database()
    const modules = await ownerRows<{ id: string; trilha_id: string }>(
      db,
      `select id, trilha_id from public.trilha_modulos
        where trilha_id = (select trilha_id from public.trilha_modulos group by trilha_id
                            order by count(*) desc, trilha_id limit 1)
        order by display_order, created_at, id`,
    )
    expect(modules.length).toBeGreaterThan(1)
    const lastId = modules.at(-1)!.id
    const outside = await ownerRows<{ n: number }>(
      db,
      `select count(*)::int as n from public.trilha_modulos where trilha_id <> $1`,
      [modules[0]!.trilha_id],
    )
    const before = await ownerRows(
      db,
      `select id, display_order from public.trilha_modulos where trilha_id <> $1 order by id`,
      [modules[0]!.trilha_id],
    )
    const moved = await applyAs(
      db,
      admin,
      `select public.place_display_order('trilha_modulos', $1, 1) as place`,
      [lastId],
    )
    expect(moved.ok && moved.rows[0]).toEqual({ place: 1 })
    const after = await ownerRows<{ id: string }>(
      db,
      `select id from public.trilha_modulos where trilha_id = $1 order by display_order, id`,
      [modules[0]!.trilha_id],
    )
    expect(after.map((r) => r.id)).toEqual([lastId, ...modules.slice(0, -1).map((m) => m.id)])
    expect(
      await ownerRows(
        db,
        `select id, display_order from public.trilha_modulos where trilha_id <> $1 order by id`,
        [modules[0]!.trilha_id],
      ),
    ).toEqual(before)
    expect(outside[0]!.n).toBe(before.length)
  })

  test('"Publicar agora" takes the database’s clock, and news_state says the same', async () => {
    const db = database()
    const created = await applyAs(
      db,
      escritor,
      `insert into public.noticias (slug, title, summary, body, is_published, published_at)
       values ('agora-mesmo', 'Agora mesmo', 'Resumo', 'Texto', true, null)
       returning published_at = now() as at_now, public.news_state(noticias) as state`,
    )
    expect(created.ok && created.rows[0]).toEqual({ at_now: true, state: 'publicada' })

    // A draft saved with no date keeps the date it had; publishing it with none takes now().
    await ownerRows(
      db,
      `insert into public.noticias (slug, title, summary, body, is_published, published_at)
       values ('rascunho-antigo', 'Rascunho', 'Resumo', 'Texto', false, '2020-01-01T00:00:00Z')`,
    )
    const kept = await applyAs(
      db,
      escritor,
      `update public.noticias set published_at = null, title = 'Rascunho revisto'
        where slug = 'rascunho-antigo'
       returning published_at = '2020-01-01T00:00:00Z' as kept, public.news_state(noticias) as state`,
    )
    expect(kept.ok && kept.rows[0]).toEqual({ kept: true, state: 'rascunho' })
    const published = await applyAs(
      db,
      escritor,
      `update public.noticias set published_at = null, is_published = true
        where slug = 'rascunho-antigo'
       returning published_at = now() as at_now, public.news_state(noticias) as state`,
    )
    expect(published.ok && published.rows[0]).toEqual({ at_now: true, state: 'publicada' })

    const states = await ownerRows<{ slug: string; state: string }>(
      db,
      `insert into public.noticias (slug, title, summary, body, is_published, published_at)
       values ('futura', 'Futura', 'Resumo', 'Texto', true, now() + interval '1 hour')
       returning slug, public.news_state(noticias) as state`,
    )
    expect(states).toEqual([{ slug: 'futura', state: 'agendada' }])
    await ownerRows(
      db,
      `update public.noticias set is_published = false where slug = 'agora-mesmo'`,
    )
    const withdrawn = await ownerRows<{ state: string }>(
      db,
      `select public.news_state(n) as state from public.noticias as n where slug = 'agora-mesmo'`,
    )
    expect(withdrawn).toEqual([{ state: 'despublicada' }])
  })
}
