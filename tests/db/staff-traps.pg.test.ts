// Issue 33's traps on PostgreSQL 15 (hosted Supabase's major version): the cases PGlite runs
// (./support/staff-traps.ts), each rolled back.
import { pgTest, rolledBackPgSession } from './support/pg-server'
import { staffTrapsTests } from './support/staff-traps'

const run = pgTest('staff-traps.pg.test.ts')

const { session } = rolledBackPgSession()

staffTrapsTests(run, session)
