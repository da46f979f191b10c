// Issue 21's scale rules on a real PostgreSQL (hosted Supabase runs 15), with the auth stub, every
// migration and the seed loaded (./support/pg-server.ts): the cases PGlite runs
// (./support/scale-checks.ts), each in a transaction rolled back afterwards, and the plans of the
// news search at 10 000 news.
import type pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { pgTest, sqlSession, startPgServer, type PgServer } from './support/pg-server'
import { growNews, NEWS_CONTAINS, NEWS_MATCH, planOf, scaleTests } from './support/scale-checks'

const run = pgTest('scale.pg.test.ts')

let server: PgServer | null = null
let owner: pg.Client | undefined

beforeAll(async () => {
  server = await startPgServer()
  owner = await server?.connect()
})

beforeEach(async () => {
  await owner?.query('begin')
})

afterEach(async () => {
  await owner?.query('rollback')
})

afterAll(async () => {
  await owner?.end()
  server?.stop()
})

const database = () => {
  if (!owner) throw new Error('the server is started in beforeAll')
  return sqlSession(owner)
}

scaleTests(run, database)

run(
  'at 10 000 news, the full-text match and the "contains" filter of the news search use their indexes',
  async () => {
    const db = database()
    await growNews(db)
    const match = await planOf(db, NEWS_MATCH)
    expect(match).toMatch(/Bitmap Index Scan on noticias_search_vector_idx/)
    expect(match).not.toMatch(/Seq Scan/)
    const contains = await planOf(db, NEWS_CONTAINS)
    expect(contains).toMatch(/Bitmap Index Scan on noticias_search_text_idx/)
    expect(contains).not.toMatch(/Seq Scan/)
  },
  120_000,
)
