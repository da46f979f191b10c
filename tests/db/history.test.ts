// History, trash and activity (issue 33) on PGlite with the real migrations (the cases:
// ./support/history.ts; the same run on PostgreSQL 15 in ./history.pg.test.ts).
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { historyTests } from './support/history'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

historyTests(test, database)
