// The scale rules (docs/decisions/scale-reads.md) on a real PostgreSQL (hosted Supabase runs 15),
// with the auth stub, every migration and the seed loaded (./support/pg-server.ts): the cases
// PGlite runs (./support/scale-checks.ts), each in a transaction rolled back afterwards, and the
// plans of the news search at 10 000 news.
import { expect } from 'vitest'
import { pgTest, rolledBackPgSession } from './support/pg-server'
import {
  growNews,
  growRanking,
  NEWS_CONTAINS,
  NEWS_MATCH,
  planOf,
  RANKING_TOP,
  scaleTests,
} from './support/scale-checks'

const run = pgTest('scale.pg.test.ts')

const { session } = rolledBackPgSession()

const database = session

scaleTests(run, database)

run(
  'at 10 000 news, the full-text match and the "contains" filter of the news search use their indexes',
  async () => {
    const db = database()
    await growNews(db)
    await db.exec('set local enable_seqscan = off') // as private.search_site_matches runs
    const match = await planOf(db, NEWS_MATCH)
    expect(match).toMatch(/Bitmap Index Scan on noticias_search_vector_idx/)
    expect(match).not.toMatch(/Seq Scan/)
    await db.exec('set local enable_seqscan = on') // the lists' filter: the server's own choice
    const contains = await planOf(db, NEWS_CONTAINS)
    expect(contains).toMatch(/Bitmap Index Scan on noticias_search_text_idx/)
    expect(contains).not.toMatch(/Seq Scan/)
  },
  120_000,
)

run(
  'at 3 000 members in the ranking, its top ten reads ten rows of the ranking’s own table in its index’s order',
  async () => {
    const db = database()
    await growRanking(db)
    const plan = await planOf(db, RANKING_TOP)
    expect(plan).toMatch(
      /^Limit\n\s+-> {2}WindowAgg\n(?:\s+Window: .*\n)?\s+-> {2}Index Scan using mov_plus_ranking_entries_order_idx/,
    )
    expect(plan).not.toMatch(
      /Sort|Seq Scan|mov_plus_saldos|profiles|mov_plus_pontos|Function Scan|Join|Nested Loop/,
    )
  },
  120_000,
)
