// The access matrix of every table and view, by caller, command and (for staff) assurance level,
// on PGlite with the real migrations, as the local backend runs them. The cells and the
// whole-matrix tests: ./support/rls-matrix.ts; the same run on PostgreSQL 15 in
// ./rls-matrix.pg.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { rlsMatrixTests } from './support/rls-matrix'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

rlsMatrixTests(test, beforeAll, database)
