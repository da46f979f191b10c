// A database for the tests that need a real PostgreSQL (PGlite has a single connection and is a
// newer major version than hosted Supabase), with the auth stub, every migration and the seed
// loaded: within a test run a copy of the run's template database on the run's one server
// (./pg-cluster.ts, tests/support/db-templates.ts); otherwise a server of the file's own.
//
// Without the binaries a test file fails in CI (process.env.CI) and is skipped, with the reason
// printed, elsewhere. .ci/run installs Debian's `postgresql`.
import type pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import type { SqlSession } from './database'
import {
  binaries,
  connectTo,
  loadSchema,
  PG_CLUSTER_ENV,
  PG_TEMPLATE_DATABASE,
  startPgCluster,
} from './pg-cluster'

/**
 * `test` when a server can be started, else `test.skip` (with the reason printed), and in CI one
 * failing test that says what is missing.
 */
export function pgTest(file: string) {
  const found = binaries
  if ('bindir' in found) return test
  if (process.env.CI) {
    test('PostgreSQL is installed for this test file', () => {
      throw new Error(`${found.reason}: install Debian's postgresql (see .ci/run)`)
    })
  } else {
    console.warn(`${file} skipped: ${found.reason}`)
  }
  return test.skip
}

export interface PgServer {
  /** A new connection as the `postgres` superuser (the database owner). */
  connect(): Promise<pg.Client>
  /** Drops the file's database (one run's cluster) or stops its own server and removes its directory. */
  stop(): Promise<void>
}

let fileDatabases = 0

/**
 * A database with the schema and the seed loaded, for one test file; null when there are no
 * binaries. Within a test run (PG_CLUSTER_ENV, set by tests/support/db-templates.ts) it is a copy of
 * the run's template database on the run's one server (a copy takes well under a second; initdb,
 * a server start and the schema take many). Otherwise the file starts a server of its own.
 */
export async function startPgServer(): Promise<PgServer | null> {
  if (!('bindir' in binaries)) return null
  const shared = Number(process.env[PG_CLUSTER_ENV])
  if (shared) {
    const name = `mov_file_${process.pid}_${++fileDatabases}_${Date.now()}`
    const admin = await connectTo(shared, 'postgres')
    try {
      await admin.query(`create database ${name} template ${PG_TEMPLATE_DATABASE}`)
    } finally {
      await admin.end()
    }
    return {
      connect: () => connectTo(shared, name),
      async stop() {
        const dropper = await connectTo(shared, 'postgres')
        try {
          await dropper.query(`drop database if exists ${name} with (force)`)
        } finally {
          await dropper.end()
        }
      },
    }
  }
  const cluster = await startPgCluster()
  if (!cluster) return null
  try {
    await loadSchema(cluster, 'postgres')
  } catch (error) {
    cluster.stop()
    throw error
  }
  return {
    connect: () => cluster.connect('postgres'),
    stop: async () => cluster.stop(),
  }
}

/** A `pg` connection as runAs and ownerRows (./database.ts) take it. */
export function sqlSession(client: pg.Client): SqlSession {
  return {
    exec: (sql) => client.query(sql),
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params)
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 }
    },
  }
}

/**
 * The hooks of a file that runs shared checks on the real server: one server and one owner
 * connection for the file, every test inside a transaction rolled back afterwards. `session()`
 * throws until beforeAll has run; `started()` says whether a server is there (none without the
 * binaries outside CI, where pgTest skips the tests).
 */
export function rolledBackPgSession(): { session: () => SqlSession; started: () => boolean } {
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
    await server?.stop()
  })
  return {
    session: () => {
      if (!owner) throw new Error('the server is started in beforeAll')
      return sqlSession(owner)
    },
    started: () => owner !== undefined,
  }
}
