// The search migration on a real PostgreSQL (hosted Supabase runs 15; PGlite is a newer major): it
// applies after the auth stub and every other migration, `search_site` answers the same as on
// PGlite, and with a few thousand rows the planner serves the full-text and the "contains" filters
// from their GIN indexes. The server: ./support/pg-server.ts.
import type pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import { pgTest, startPgServer, type PgServer } from './support/pg-server'

const run = pgTest('search.pg.test.ts')

let server: PgServer | null = null
let owner: pg.Client | undefined

beforeAll(async () => {
  server = await startPgServer()
  owner = await server?.connect()
  if (!owner) return
  // Thousands of published news and publications beside the seed, for realistic plans. (With 4 000
  // publications the planner still prefers reading the table to the trigram index; 10 000 is a
  // catalogue size at which it no longer does.)
  await owner.query(`
    insert into public.noticias (slug, title, summary, body, published_at, is_published)
    select 'carga-' || i, 'Notícia de carga número ' || i || case when i % 500 = 0 then ' sobre saúde' else '' end,
           'Resumo de teste ' || i, repeat('Texto do corpo sem relação. ', 20), now() - (i || ' hours')::interval, true
      from generate_series(1, 4000) as i;
    insert into public.pdc_publications (title, thematic, authors, publication_date, file_url, is_published)
    select 'Publicação de carga ' || i, 'Tema ' || (i % 7), 'Autoria ' || i, date '2026-01-01' - i, '/files/x.pdf', true
      from generate_series(1, 10000) as i;
    analyze public.noticias;
    analyze public.pdc_publications;
  `)
})

afterAll(async () => {
  await owner?.end()
  await server?.stop()
})

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  if (!owner) throw new Error('the server is started in beforeAll')
  return (await owner.query<T>(sql, params)).rows
}

/** Runs `sql` as the anonymous role, as PostgREST does for a visitor. */
async function asAnon<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  if (!owner) throw new Error('the server is started in beforeAll')
  await owner.query('begin')
  try {
    await owner.query(
      `set local role anon; select set_config('request.jwt.claims', '{"role":"anon"}', true)`,
    )
    return (await owner.query<T>(sql, params)).rows
  } finally {
    await owner.query('rollback')
  }
}

/** The plan's text, with the server's own choices (no planner settings changed). */
async function plan(sql: string): Promise<string> {
  const rows = await query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`)
  const text = rows.map((r) => r['QUERY PLAN']).join('\n')
  console.info(`search.pg.test.ts plan:\n${text}`)
  return text
}

run(
  'the search migration applies on PostgreSQL 15 or later with unaccent and pg_trgm in extensions',
  async () => {
    const [row] = await query<{ major: number; schemas: string[] }>(
      `select current_setting('server_version_num')::int / 10000 as major,
            array(select n.nspname || '.' || e.extname from pg_extension e
                    join pg_namespace n on n.oid = e.extnamespace
                   where e.extname in ('unaccent', 'pg_trgm') order by e.extname) as schemas`,
    )
    expect(row!.major).toBeGreaterThanOrEqual(15)
    expect(row!.schemas).toEqual(['extensions.pg_trgm', 'extensions.unaccent'])
  },
)

run('a visitor\'s "saude" and "orcamento" find the accented items, as on PGlite', async () => {
  const saude = await asAnon<{ kind: string; title: string }>(
    `select kind, title from public.search_site('saude', null, 50, 0)`,
  )
  expect(saude).toContainEqual({ kind: 'manifesto', title: '\u0002Saúde\u0003 Mental é Direito' })
  expect(saude).toContainEqual({
    kind: 'pesquisa',
    title: '\u0002Saúde\u0003 Mental nas Escolas Públicas',
  })
  const orcamento = await asAnon<{ title: string }>(
    `select title from public.search_site('ORCAMENTOS', 'noticia', 10, 0)`,
  )
  expect(orcamento.map((r) => r.title)).toContain(
    'Oficinas de \u0002orçamento\u0003 público passam por 30 escolas estaduais',
  )
})

run('the full-text match of the site search is served by the GIN index', async () => {
  // search_site's matching part runs with its owner's rights (private.search_site_matches):
  // under row-level security the planner could not use the index.
  // ...and with `enable_seqscan = off`, its own setting (see the migration).
  await query('set enable_seqscan = off')
  const text = await plan(
    `select id
       from (select * from public.noticias as m where m.search_vector @@ public.search_query('saude') offset 0) as n
      where n.is_published and n.published_at <= now()`,
  ).finally(() => query('reset enable_seqscan'))
  expect(text).toMatch(/Bitmap Index Scan on noticias_search_vector_idx/)
  const started = performance.now()
  await asAnon(`select * from public.search_site('saude', null, 10, 0)`)
  console.info(`search_site('saude') as anon: ${Math.round(performance.now() - started)} ms`)
})

run('the "contains" filter on search_text is served by the trigram index', async () => {
  const text = await plan(
    `select id from public.pdc_publications as p where public.search_text(p) ilike '%orcamento%'`,
  )
  expect(text).toMatch(/Bitmap Index Scan on pdc_publications_search_text_idx/)
})
