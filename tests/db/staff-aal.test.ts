// Two-factor for staff, the database part (docs/decisions/staff-two-factor-database.md), on PGlite
// with the real migrations, as the local backend runs them. The cases: ./support/staff-aal.ts (the
// tables' cells by assurance level are in the RLS matrix); the same run on PostgreSQL 15 in
// ./staff-aal.pg.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { useDatabase } from './support/database'
import { staffAalTests } from './support/staff-aal'

const database = useDatabase({ beforeAll, afterAll, beforeEach, afterEach })

staffAalTests(test, database)
