// Issue 33's traps on PGlite with every migration and the seed; the cases are in
// ./support/staff-traps.ts, the same run on PostgreSQL 15 in ./staff-traps.pg.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { staffTrapsTests } from './support/staff-traps'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

staffTrapsTests(test, database)
