// Staff rights end with the session (docs/decisions/database-linter.md), on PostgreSQL 15 (hosted
// Supabase's major version); the cases PGlite runs (./support/staff-session.ts), each rolled back.
import { pgTest, rolledBackPgSession } from './support/pg-server'
import { staffSessionTests } from './support/staff-session'

const run = pgTest('staff-session.pg.test.ts')

const { session } = rolledBackPgSession()

staffSessionTests(run, session)
