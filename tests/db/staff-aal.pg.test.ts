// Two-factor for staff, the database part (issue 17), on a real PostgreSQL (hosted Supabase runs
// 15) with the auth stub, every migration and the seed loaded (./support/pg-server.ts). The cases
// are those PGlite runs (./support/staff-aal.ts), each in a transaction rolled back afterwards.
import type pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { pgTest, sqlSession, startPgServer, type PgServer } from './support/pg-server'
import { staffAalTests } from './support/staff-aal'

const run = pgTest('staff-aal.pg.test.ts')

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

staffAalTests(run, () => {
  if (!owner) throw new Error('the server is started in beforeAll')
  return sqlSession(owner)
})
