// Vitest global setup of the node project: the databases every test file starts from, built once
// per test run instead of once per file.
// - PGlite: a directory of templates named by the hash of the SQL files they are built from: the
//   local backend's data directory (local-backend/db.ts `memoryTemplate`) and the dump that
//   tests/db/support/database.ts `createDatabase` loads. Every file that asks for a database of
//   that schema copies one instead of applying the auth stub, the migrations and the seed again (a
//   file with a schema of its own, such as its own migrations, builds it as before).
// - PostgreSQL 15: one server with a template database holding the schema and the seed; each
//   `*.pg.test.ts` file gets a copy (CREATE DATABASE ... TEMPLATE, tests/db/support/pg-server.ts)
//   instead of running initdb, starting a server and loading the schema itself.
// Both are built here, side by side, and removed when the run ends, so the next run builds from the
// files as they are then (and the seed's `now()` is always the run's).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { memoryTemplate } from '../../local-backend/db'
import { writeDatabaseTemplate } from '../db/support/database'
import {
  loadSchema,
  PG_CLUSTER_ENV,
  PG_TEMPLATE_DATABASE,
  startPgCluster,
  type PgCluster,
} from '../db/support/pg-cluster'

async function pgTemplate(): Promise<PgCluster | null> {
  const cluster = await startPgCluster()
  if (!cluster) return null
  try {
    const admin = await cluster.connect('postgres')
    try {
      await admin.query(`create database ${PG_TEMPLATE_DATABASE}`)
    } finally {
      await admin.end()
    }
    await loadSchema(cluster, PG_TEMPLATE_DATABASE)
  } catch (error) {
    cluster.stop()
    throw error
  }
  return cluster
}

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'mov-db-templates-'))
  process.env.LOCAL_DB_TEMPLATES = dir
  const [pglite, plain, postgres] = await Promise.allSettled([
    memoryTemplate(dir),
    writeDatabaseTemplate(dir),
    pgTemplate(),
  ])
  const cluster = postgres.status === 'fulfilled' ? postgres.value : null
  const teardown = () => {
    try {
      cluster?.stop()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  for (const result of [pglite, plain, postgres]) {
    if (result.status === 'rejected') {
      teardown()
      throw result.reason
    }
  }
  if (cluster) process.env[PG_CLUSTER_ENV] = String(cluster.port)
  return teardown
}
