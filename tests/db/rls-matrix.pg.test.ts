// The access matrix of every table and view, by caller, command and (for staff) assurance level,
// on a real PostgreSQL (hosted Supabase runs 15) with the auth stub, every migration and the seed
// loaded (./support/pg-server.ts). The cells are those PGlite runs (./support/rls-matrix.ts), each
// in a transaction rolled back afterwards.
import type pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { pgTest, sqlSession, startPgServer, type PgServer } from './support/pg-server'
import { rlsMatrixTests } from './support/rls-matrix'

const run = pgTest('rls-matrix.pg.test.ts')

let server: PgServer | null = null
let owner: pg.Client | undefined

beforeAll(async () => {
  server = await startPgServer()
  owner = await server?.connect()
})

beforeEach(async () => {
  await owner?.query('begin')
})

afterEach(async () => {
  await owner?.query('rollback')
})

afterAll(async () => {
  await owner?.end()
  server?.stop()
})

const session = () => {
  if (!owner) throw new Error('the server is started in beforeAll')
  return sqlSession(owner)
}

rlsMatrixTests(
  run,
  // The rows the cells need, added once (committed) when there is a server to add them to.
  (fn) =>
    beforeAll(async () => {
      if (owner) await fn()
    }),
  session,
)
