// The access matrix of every table and view, by caller, command and (for staff) assurance level,
// on a real PostgreSQL (hosted Supabase runs 15) with the auth stub, every migration and the seed
// loaded (./support/pg-server.ts). The cells are those PGlite runs (./support/rls-matrix.ts), each
// in a transaction rolled back afterwards.
import { beforeAll } from 'vitest'
import { pgTest, rolledBackPgSession } from './support/pg-server'
import { rlsMatrixTests } from './support/rls-matrix'

const run = pgTest('rls-matrix.pg.test.ts')

const { session, started } = rolledBackPgSession()

rlsMatrixTests(
  run,
  // The rows the cells need, added once (committed) when there is a server to add them to.
  (fn) =>
    beforeAll(async () => {
      if (started()) await fn()
    }),
  session,
)
