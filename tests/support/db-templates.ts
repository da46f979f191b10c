// Vitest global setup of the node project: one directory of database templates per test run
// (local-backend/db.ts `memoryTemplate`, tests/db/support/database.ts `createDatabase`). The project's
// schemas are built here, once, before any test file runs; every file that asks for a database then
// copies one instead of applying the auth stub, the migrations and the seed again (a file that asks
// for another schema builds it on first use). Removed when the run ends, so the next run builds from
// the files as they are then (and the seed's `now()` is always the run's).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { memoryTemplate } from '../../local-backend/db'
import { createDatabase } from '../db/support/database'

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'mov-db-templates-'))
  process.env.LOCAL_DB_TEMPLATES = dir
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    await memoryTemplate(dir)
    await (await createDatabase()).close()
  } catch (error) {
    remove()
    throw error
  }
  return remove
}
