// Staff rights end with the session (docs/decisions/database-linter.md), on PGlite with every
// migration and the seed; the cases are in ./support/staff-session.ts, the same run on PostgreSQL
// 15 in ./staff-session.pg.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { staffSessionTests } from './support/staff-session'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

staffSessionTests(test, database)
