// private.display_order_scope (20261127160000_display_order_scope.sql), the one list of ordered
// tables and their scopes that move_display_order and place_display_order both read, on PGlite
// with every migration and the seed: it names every table of `public` that has a display order,
// each scope is a column of its table, and the two functions refuse the same tables alike.
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { ownerRows, runAs, signedIn, useDatabase, users } from './support/database'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

const admin = signedIn(users.admin, 'aal2')

test('every table with a display order has a scope, and every scope is a column of its table', async () => {
  const rows = await ownerRows<{ name: string; scope: string | null; column_exists: boolean }>(
    database(),
    `select c.relname as name, s.scope,
            s.scope = '' or exists (
              select 1 from pg_attribute as a
               where a.attrelid = c.oid and a.attname = s.scope and not a.attisdropped
            ) as column_exists
       from pg_class as c
       join pg_namespace as n on n.oid = c.relnamespace
       cross join lateral (select private.display_order_scope(c.relname::text) as scope) as s
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute as a
                     where a.attrelid = c.oid and a.attname = 'display_order' and not a.attisdropped)
      order by 1`,
  )
  expect(rows.map((r) => `${r.name}:${r.scope ?? 'none'}`)).toEqual([
    'home_banners:',
    'institutos:',
    'mov_plus_missoes:',
    'mov_plus_recompensas:',
    'partner_categories:',
    'partners:category_id',
    'programas:',
    'representacoes:category',
    'testimonials:',
    'trilha_modulos:trilha_id',
    'trilhas:',
  ])
  expect(rows.filter((r) => !r.column_exists)).toEqual([])
})

test('both ordering functions refuse a table without a display order, with the same answer', async () => {
  const id = '00000000-0000-4000-8000-000000000000'
  for (const sql of [
    `select public.move_display_order('profiles', $1, 1)`,
    `select public.place_display_order('profiles', $1, 1)`,
  ]) {
    expect(await runAs(database(), admin, sql, [id])).toMatchObject({
      ok: false,
      code: '22023',
      message: 'table profiles has no display order',
    })
  }
})
