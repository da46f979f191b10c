// Two-factor for staff, the database part (docs/decisions/staff-two-factor-database.md), on a real
// PostgreSQL (hosted Supabase runs 15) with the auth stub, every migration and the seed loaded
// (./support/pg-server.ts). The cases are those PGlite runs (./support/staff-aal.ts), each in a
// transaction rolled back afterwards.
import { pgTest, rolledBackPgSession } from './support/pg-server'
import { staffAalTests } from './support/staff-aal'

const run = pgTest('staff-aal.pg.test.ts')

const { session } = rolledBackPgSession()

staffAalTests(run, session)
