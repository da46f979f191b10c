// A throwaway PostgreSQL cluster (PGlite has a single connection and is a newer major version than
// hosted Supabase), started by scripts/lib/pg-throwaway.mjs (shared with scripts/db-schema.mjs): the
// server binaries of `pg_config --bindir` or /usr/lib/postgresql/<version>/bin, as the `postgres`
// user when running as root, on a free port, in a temp dir. Used by the node project's global setup
// (one cluster per run, tests/support/db-templates.ts) and by ./pg-server.ts.
// No Vitest import here: the global setup runs outside any test file.
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { postgresBinaries, startThrowawayPostgres } from '../../../scripts/lib/pg-throwaway.mjs'
import { schemaFiles } from './database'

/** Where initdb and pg_ctl are, and how to run them; or why they cannot run here. */
export const binaries = postgresBinaries()

/** A running PostgreSQL cluster in a temp dir, reachable as `postgres` on a loopback port. */
export interface PgCluster {
  port: number
  connect(database: string): Promise<pg.Client>
  stop(): void
}

/**
 * The name of the database built once per test run from the schema (tests/support/db-templates.ts)
 * that each file's database is made from with CREATE DATABASE ... TEMPLATE.
 */
export const PG_TEMPLATE_DATABASE = 'mov_template'

/**
 * Where the run's cluster listens (its port), set by the node project's global setup once the
 * template database is built; every file then gets a database of its own copied from it.
 */
export const PG_CLUSTER_ENV = 'MOV_TEST_PG_PORT'

/** initdb, then a server on a free port; null when there are no binaries. */
export async function startPgCluster(): Promise<PgCluster | null> {
  if (!('bindir' in binaries)) return null
  const server = await startThrowawayPostgres(binaries, {
    settings: { synchronous_commit: 'off' },
  })
  return {
    port: server.port,
    connect: (database) => connectTo(server.port, database),
    stop: server.stop,
  }
}

export async function connectTo(port: number, database: string): Promise<pg.Client> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database })
  await client.connect()
  return client
}

/** Applies the auth stub, every migration and the seed to a database of the cluster. */
export async function loadSchema(cluster: PgCluster, database: string): Promise<void> {
  const owner = await cluster.connect(database)
  try {
    for (const file of schemaFiles()) {
      try {
        await owner.query(readFileSync(file, 'utf8'))
      } catch (error) {
        throw new Error(`${file} failed to apply: ${(error as Error).message}`, { cause: error })
      }
    }
  } finally {
    await owner.end()
  }
}
