// The local database: PGlite (Postgres in WebAssembly) with pgcrypto, unaccent and pg_trgm, built
// from the Supabase auth stub, the project's migrations, its seed and the local backend's own SQL
// (the store tables). PGlite has a single connection, so every use goes through one promise queue.
// It runs in a worker thread (db-thread.ts, db-worker.mjs) so that a slow statement cannot block the
// server: each role has a statement budget (STATEMENT_TIMEOUTS_MS), past which the worker is ended
// and the database opened again. Its directory is claimed (or made, for `memory`) by db-dirs.ts.
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import type { Results } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { ROOT_DIR } from './config.ts'
import { DatabaseThread, ThreadedDatabase } from './db-thread.ts'
import { claimDir, memoryDir } from './db-dirs.ts'

/**
 * The Postgres extensions the migrations create (hosted Supabase ships them): every PGlite instance
 * that runs the migrations loads these.
 */
export const PGLITE_EXTENSIONS = { pgcrypto, unaccent, pg_trgm }

export type Role = 'anon' | 'authenticated' | 'service_role'

export interface SqlFile {
  path: string
  sql: string
}

/** Every SQL file the database is built from, in order. */
export function schemaFiles(rootDir = ROOT_DIR): SqlFile[] {
  const read = (path: string): SqlFile => ({ path, sql: readFileSync(path, 'utf8') })
  const sqlDir = join(rootDir, 'local-backend/sql')
  const migrationsDir = join(rootDir, 'supabase/migrations')
  const seed = join(rootDir, 'supabase/seed.sql')
  const files: SqlFile[] = [read(join(sqlDir, 'auth-stub.sql'))]
  if (existsSync(migrationsDir)) {
    for (const name of readdirSync(migrationsDir)
      .filter((n) => n.endsWith('.sql'))
      .sort()) {
      files.push(read(join(migrationsDir, name)))
    }
  }
  if (existsSync(seed)) files.push(read(seed))
  for (const name of readdirSync(sqlDir)
    .filter((n) => n.endsWith('.sql') && n !== 'auth-stub.sql')
    .sort()) {
    files.push(read(join(sqlDir, name)))
  }
  return files
}

export function schemaHash(files: SqlFile[], rootDir = ROOT_DIR): string {
  const hash = createHash('sha256')
  for (const f of files)
    hash.update(relative(rootDir, f.path)).update('\0').update(f.sql).update('\0')
  return hash.digest('hex')
}

/** A promise queue: one task at a time, in arrival order. */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve()

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task)
    this.#tail = result.catch(() => undefined)
    return result
  }
}

export interface Claims {
  role: Role
  sub?: string
  [key: string]: unknown
}

/** What a transaction offers its callers: PGlite's `query` and `exec`, run on the database's thread. */
export interface Transaction {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>
  exec(sql: string): Promise<Array<Results>>
}

export interface LocalDatabase {
  /**
   * Runs `fn` in a transaction as the given role with `request.jwt.claims` set (RLS applies),
   * within the role's statement budget (STATEMENT_TIMEOUTS_MS). `headers`, when given, are
   * PostgREST's `request.headers` (lower-case names; see gateway.ts trustedHeaders).
   */
  asRole<T>(
    claims: Claims,
    fn: (tx: Transaction) => Promise<T>,
    headers?: Readonly<Record<string, string>>,
  ): Promise<T>
  /** Runs `fn` in a transaction as the database owner (auth and store internals only; no budget). */
  asOwner<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** What happened on open, for the start-up message. */
  origin: 'created' | 'reused' | 'rebuilt' | 'memory'
}

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role'])

/**
 * Each role's statement budget in milliseconds, as hosted Supabase sets `statement_timeout` per role
 * (anon 3 s, authenticated 8 s); `service_role` has none there (only the server's own cap), here 60 s
 * so that nothing holds the single connection for ever. `null` means no budget.
 */
export const STATEMENT_TIMEOUTS_MS: Readonly<Record<Role, number | null>> = {
  anon: 3000,
  authenticated: 8000,
  service_role: 60_000,
}

async function build(db: ThreadedDatabase, files: SqlFile[], rootDir: string): Promise<void> {
  for (const f of files) {
    try {
      await db.exec(f.sql)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new Error(`local backend: ${relative(rootDir, f.path)} failed: ${message}`, {
        cause: error,
      })
    }
  }
}

export interface OpenOptions {
  dbDir: string | 'memory'
  rootDir?: string
  log?: (line: string) => void
  /** Statement budgets per role in ms (tests shorten them); default STATEMENT_TIMEOUTS_MS. */
  statementTimeouts?: Partial<Record<Role, number | null>>
}

/** Where a data directory (`LOCAL_DB_DIR`) keeps PGlite's files and the hash they were built from. */
function dirLayout(dbDir: string): { dataDir: string; hashFile: string } {
  return { dataDir: join(dbDir, 'pgdata'), hashFile: join(dbDir, 'schema.sha256') }
}

async function openDir(
  dbDir: string,
  files: SqlFile[],
  hash: string,
  rootDir: string,
  log: (line: string) => void,
): Promise<{ db: ThreadedDatabase; origin: LocalDatabase['origin'] }> {
  const { dataDir, hashFile } = dirLayout(dbDir)
  const stored = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null
  const usable = existsSync(join(dataDir, 'PG_VERSION')) && stored === hash
  let db: ThreadedDatabase
  let origin: LocalDatabase['origin']
  // The thread opens PGlite with relaxedDurability: PGlite flushes to disk after answering instead
  // of before. Local data only, and it makes creating the data directory about three times faster.
  if (usable) {
    db = new ThreadedDatabase(await DatabaseThread.start(dataDir), dataDir, log)
    origin = 'reused'
  } else {
    origin = existsSync(dataDir) ? 'rebuilt' : 'created'
    if (origin === 'rebuilt') {
      log(
        'The migrations, seed or local SQL changed since the local database was created: rebuilding it.',
      )
    }
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(hashFile, { force: true })
    mkdirSync(dbDir, { recursive: true })
    db = new ThreadedDatabase(await DatabaseThread.start(dataDir), dataDir, log)
    try {
      await build(db, files, rootDir)
    } catch (error) {
      await db.close().catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
    writeFileSync(hashFile, `${hash}\n`)
  }
  return { db, origin }
}

/**
 * Test runs only: builds, in `root` (the run's template directory, `LOCAL_DB_TEMPLATES`, made by
 * tests/support/db-templates.ts), the data directory of a `memory` database built from these files,
 * named by their hash. A `memory` database whose files have that hash then starts from a copy of it
 * (openDatabase): copying a closed data directory takes a fraction of a second where applying the
 * schema and the seed takes seconds, and gives the same rows (the seed's `now()` is the run's). Any
 * other schema (a test's own migrations) is built as without a template.
 */
export async function memoryTemplate(
  root: string,
  files: SqlFile[] = schemaFiles(),
  rootDir: string = ROOT_DIR,
): Promise<string> {
  const dir = join(root, schemaHash(files, rootDir))
  // Built aside and renamed: a directory under the hash's name is always whole.
  const building = mkdtempSync(`${dir}.building-`)
  try {
    const db = new ThreadedDatabase(await DatabaseThread.start(building), building, () => {})
    try {
      await build(db, files, rootDir)
    } finally {
      await db.close()
    }
    renameSync(building, dir)
  } finally {
    rmSync(building, { recursive: true, force: true })
  }
  return dir
}

/** The run's template of this schema (memoryTemplate), when there is one. */
function templateOf(hash: string): string | null {
  const root = process.env.LOCAL_DB_TEMPLATES
  const dir = root ? join(root, hash) : null
  return dir && existsSync(join(dir, 'PG_VERSION')) ? dir : null
}

/**
 * Test runs only: fills the data directory `dbDir` from the run's template of this schema
 * (memoryTemplate), as `openDatabase` leaves one it built, so that opening it reuses it. False when
 * the run has no template (the first open then builds it).
 */
export function dataDirFromTemplate(dbDir: string, rootDir: string = ROOT_DIR): boolean {
  const hash = schemaHash(schemaFiles(rootDir), rootDir)
  const template = templateOf(hash)
  if (!template) return false
  const { dataDir, hashFile } = dirLayout(dbDir)
  mkdirSync(dbDir, { recursive: true })
  cpSync(template, dataDir, { recursive: true })
  writeFileSync(hashFile, `${hash}\n`)
  return true
}

export async function openDatabase({
  dbDir,
  rootDir = ROOT_DIR,
  log = () => {},
  statementTimeouts = {},
}: OpenOptions): Promise<LocalDatabase> {
  const files = schemaFiles(rootDir)
  const hash = schemaHash(files, rootDir)
  const budgets: Record<Role, number | null> = { ...STATEMENT_TIMEOUTS_MS, ...statementTimeouts }
  let db: ThreadedDatabase
  let origin: LocalDatabase['origin']
  let releaseDir = () => {}
  if (dbDir === 'memory') {
    const temp = memoryDir()
    releaseDir = temp.remove
    try {
      const template = templateOf(hash)
      if (template) {
        cpSync(template, temp.dir, { recursive: true })
        db = new ThreadedDatabase(await DatabaseThread.start(temp.dir), temp.dir, log)
      } else {
        db = new ThreadedDatabase(await DatabaseThread.start(temp.dir), temp.dir, log)
        await build(db, files, rootDir)
      }
    } catch (error) {
      releaseDir()
      throw error
    }
    origin = 'memory'
  } else {
    releaseDir = await claimDir(dbDir, log)
    try {
      ;({ db, origin } = await openDir(dbDir, files, hash, rootDir, log))
    } catch (error) {
      releaseDir()
      throw error
    }
  }

  const queue = new SerialQueue()
  let closing: Promise<void> | undefined
  return {
    origin,
    asRole(claims, fn, headers) {
      if (!ROLES.has(claims.role)) throw new Error(`unknown role ${claims.role}`)
      const budget = budgets[claims.role]
      return queue.run(() =>
        db.transaction(budget, async (tx) => {
          // The role is one of three fixed names (checked above); the claims are a bound value.
          // No `statement_timeout`: PGlite accepts it but cannot act on it (the budget is the
          // thread's deadline).
          await tx.query(
            `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                    set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                    set_config('request.headers', $4, true)`,
            [
              claims.role,
              JSON.stringify(claims),
              claims.sub ?? '',
              headers ? JSON.stringify(headers) : '',
            ],
          )
          return fn(tx)
        }),
      )
    },
    asOwner(fn) {
      return queue.run(() => db.transaction(null, fn))
    },
    close() {
      // Every caller (a signal, the server closing) waits for the same close to finish.
      closing ??= queue.run(() => db.close()).finally(releaseDir)
      return closing
    },
  }
}
