// History, trash and activity (issue 33) on a real PostgreSQL (hosted Supabase runs 15), with the
// auth stub, every migration and the seed loaded (./support/pg-server.ts). The cases are those
// PGlite runs (./support/history.ts), each in a transaction rolled back afterwards.
import { pgTest, rolledBackPgSession } from './support/pg-server'
import { historyTests } from './support/history'

const run = pgTest('history.pg.test.ts')

const { session } = rolledBackPgSession()

historyTests(run, session)
