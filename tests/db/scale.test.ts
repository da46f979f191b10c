// Issue 21's scale rules on PGlite, as the local backend runs them (./support/scale-checks.ts),
// and the plans of the news search at 10 000 news.
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { useDatabase } from './support/database'
import { growNews, NEWS_CONTAINS, NEWS_MATCH, planOf, scaleTests } from './support/scale-checks'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

scaleTests(test, database)

test('at 10 000 news, the full-text match and the "contains" filter of the news search use their indexes', async () => {
  const db = database()
  await growNews(db)
  const match = await planOf(db, NEWS_MATCH)
  expect(match).toMatch(/Bitmap Index Scan on noticias_search_vector_idx/)
  expect(match).not.toMatch(/Seq Scan/)
  const contains = await planOf(db, NEWS_CONTAINS)
  expect(contains).toMatch(/Bitmap Index Scan on noticias_search_text_idx/)
  expect(contains).not.toMatch(/Seq Scan/)
}, 120_000)
