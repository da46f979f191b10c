// The one URL rule (docs/decisions/url-rule.md), written once and run by two files:
// tests/db/url-rule.test.ts (PGlite, as the local backend) and tests/db/url-rule.pg.test.ts
// (PostgreSQL 15, as hosted Supabase). Each test runs inside the transaction its file opens per
// test, rolled back afterwards.
import { expect } from 'vitest'
import { HOSTILE_URLS } from '../../../src/testing/hostile-urls'
import {
  applyAs,
  ownerRows,
  runAs,
  signedIn,
  users,
  type Outcome,
  type SqlSession,
} from './database'

type Register = (name: string, fn: () => Promise<void>) => void

/** Every column that holds an address: named `*_url` in a table of `public` or `private`. */
const URL_COLUMNS = `
  select c.table_schema as schema, c.table_name as table, c.column_name as column, c.is_nullable = 'YES' as nullable
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
   where t.table_type = 'BASE TABLE'
     and c.table_schema in ('public', 'private')
     and c.column_name like '%\\_url'
   order by 1, 2, 3`

type UrlColumn = { schema: string; table: string; column: string; nullable: boolean }

/** Runs one statement as the owner (no RLS, but every constraint) and undoes it. */
async function tryAsOwner(db: SqlSession, sql: string, params: unknown[]): Promise<Outcome> {
  await db.exec('savepoint as_owner')
  try {
    const result = await db.query<Record<string, unknown>>(sql, params)
    return { ok: true, rows: result.rows, affectedRows: result.affectedRows ?? 0 }
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return { ok: false, code, message }
  } finally {
    await db.exec('rollback to savepoint as_owner; release savepoint as_owner')
  }
}

const rejected = (outcome: Outcome) => (outcome.ok ? 'accepted' : outcome.code)

export function urlRuleTests(test: Register, database: () => SqlSession): void {
  test('every URL column of every table is checked by the one URL rule', async () => {
    const db = database()
    const columns = await ownerRows<UrlColumn>(db, URL_COLUMNS)
    expect(columns.length).toBeGreaterThanOrEqual(30)
    const unchecked: string[] = []
    for (const { schema, table, column } of columns) {
      const checks = await ownerRows<{ def: string }>(
        db,
        `select pg_get_constraintdef(oid) as def from pg_constraint
          where contype = 'c' and conrelid = format('%I.%I', $1::text, $2::text)::regclass`,
        [schema, table],
      )
      const rule = new RegExp(`(is_safe_url|is_own_avatar_url)\\(${column}\\b`)
      if (!checks.some(({ def }) => rule.test(def))) unchecked.push(`${schema}.${table}.${column}`)
    }
    expect(unchecked).toEqual([])
  })

  test('no URL column stores a backslash, an encoded backslash, //host or another scheme', async () => {
    const db = database()
    const columns = await ownerRows<UrlColumn>(db, URL_COLUMNS)
    const accepted: string[] = []
    let tried = 0
    for (const { schema, table, column } of columns) {
      const [row] = await ownerRows<{ ctid: string }>(
        db,
        `select ctid::text from ${schema}.${table} limit 1`,
      )
      // mov_plus_conclusoes has no seeded row: the member's insert below covers it.
      if (!row) continue
      for (const value of HOSTILE_URLS) {
        tried += 1
        const outcome = await tryAsOwner(
          db,
          `update ${schema}.${table} set ${column} = $1 where ctid = $2::tid`,
          [value, row.ctid],
        )
        if (outcome.ok) accepted.push(`${schema}.${table}.${column} = ${JSON.stringify(value)}`)
        else expect(outcome.code, `${table}.${column} = ${JSON.stringify(value)}`).toBe('23514')
      }
    }
    expect(tried).toBeGreaterThan(400)
    expect(accepted).toEqual([])
  })

  test('site paths and absolute addresses still save where they did', async () => {
    const db = database()
    const cases: [string, string, string][] = [
      ['home_banners', 'link_url', '/programas?aba=todos#lista'],
      ['home_banners', 'link_url', 'https://mov.org.br/a%20b'],
      ['home_banners', 'image_url', '/storage/v1/object/public/site-media/banners/a.png'],
      ['noticias', 'cover_image_url', 'http://localhost:4173/images/capa.svg'],
      ['partners', 'site_url', 'https://parceiro.org.br'],
      ['autores', 'instagram_url', 'https://instagram.com/mov'],
      ['parcerias_solicitacoes', 'site_url', ''],
    ]
    for (const [table, column, value] of cases) {
      const outcome = await tryAsOwner(
        db,
        `update public.${table} set ${column} = $1 where ctid = (select ctid from public.${table} limit 1)`,
        [value],
      )
      expect(outcome, `${table}.${column} = ${value}`).toMatchObject({ ok: true, affectedRows: 1 })
    }
    const sitePathInAbsoluteColumn = await tryAsOwner(
      db,
      `update public.autores set site_url = '/sobre' where ctid = (select ctid from public.autores limit 1)`,
      [],
    )
    expect(rejected(sitePathInAbsoluteColumn)).toBe('23514')
  })

  test('an admin cannot point a banner at /\\host or /%5Chost', async () => {
    const db = database()
    for (const value of ['/\\evil.example', '/%5Cevil.example', '/%255cevil.example']) {
      const outcome = await runAs(
        db,
        signedIn(users.admin, 'aal2'),
        `update public.home_banners set link_url = $1
          where id = (select id from public.home_banners order by display_order limit 1)`,
        [value],
      )
      expect(rejected(outcome), value).toBe('23514')
    }
  })

  test('a member cannot send a completion link with a backslash', async () => {
    const db = database()
    const outcome = await runAs(
      db,
      signedIn(users.membro),
      `insert into public.mov_plus_conclusoes (mission_id, note, link_url) values ($1, null, $2)`,
      ['b9000000-0000-4000-8000-000000000001', 'https://mov.org.br\\@evil.example'],
    )
    expect(rejected(outcome)).toBe('23514')
    const fine = await runAs(
      db,
      signedIn(users.membro),
      `insert into public.mov_plus_conclusoes (mission_id, note, link_url) values ($1, null, $2)`,
      ['b9000000-0000-4000-8000-000000000001', 'https://mov.org.br/certificado'],
    )
    expect(fine).toMatchObject({ ok: true, affectedRows: 1 })
  })

  test("a member's avatar comes only from the project's own pictures or storage", async () => {
    const db = database()
    const setAvatar = (value: string) =>
      runAs(
        db,
        signedIn(users.membro),
        'update public.profiles set avatar_url = $1 where id = $2',
        [value, users.membro],
      )
    for (const value of [
      'https://evil.example/avatar.png',
      'https://outro-projeto.supabase.co/storage/v1/object/public/site-media/a.png',
      'http://localhost:4173/images/perfis/membro.svg',
      '/storage/v1/object/public/outro-bucket/a.png',
      '/images/perfis/../../x.png',
      '/images/perfis//evil.example/a.png',
      '/images/perfis/a.png?u=https://evil.example',
      '/images/outros/a.png',
      ...HOSTILE_URLS,
    ]) {
      expect(rejected(await setAvatar(value)), value).toBe('23514')
    }
    for (const value of [
      '/images/perfis/camila.svg',
      '/storage/v1/object/public/site-media/perfis/membro-1.png',
    ]) {
      expect(await setAvatar(value), value).toMatchObject({ ok: true, affectedRows: 1 })
    }
  })

  test('the ranking shows only avatars from the project', async () => {
    const db = database()
    const chosen = '/storage/v1/object/public/site-media/perfis/membro.png'
    await applyAs(
      db,
      signedIn(users.membro),
      'update public.profiles set avatar_url = $1 where id = $2',
      [chosen, users.membro],
    )
    const entries = await ownerRows<{ avatar_url: string | null }>(
      db,
      'select avatar_url from private.mov_plus_ranking_entries',
    )
    expect(entries.length).toBeGreaterThan(0)
    for (const { avatar_url } of entries) {
      if (avatar_url !== null)
        expect(avatar_url).toMatch(/^\/(images\/perfis|storage\/v1\/object\/public\/site-media)\//)
    }
    const forged = await tryAsOwner(
      db,
      `update private.mov_plus_ranking_entries set avatar_url = 'https://evil.example/a.png'
        where ctid = (select ctid from private.mov_plus_ranking_entries limit 1)`,
      [],
    )
    expect(rejected(forged)).toBe('23514')
  })
}
