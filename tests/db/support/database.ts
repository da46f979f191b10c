// Builds the real database on PGlite (Supabase auth stub, every migration in name order, the seed)
// and runs statements as the API roles do on Supabase: inside a transaction, with `set local role`
// and the JWT claims in `request.jwt.claims`.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from '../../../local-backend/db'

const root = fileURLToPath(new URL('../../../', import.meta.url))

export const migrationsDir = join(root, 'supabase/migrations')

/** The SQL files in the order the local backend applies them. */
export function schemaFiles({ seed = true } = {}): string[] {
  const migrations = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsDir, name))
  return [
    join(root, 'local-backend/sql/auth-stub.sql'),
    ...migrations,
    ...(seed ? [join(root, 'supabase/seed.sql')] : []),
  ]
}

/**
 * The dump of a database built from these files, in the run's template directory
 * (`LOCAL_DB_TEMPLATES`, set by tests/support/db-templates.ts); null outside a test run.
 */
function dumpFile(files: string[], templates = process.env.LOCAL_DB_TEMPLATES): string | null {
  if (!templates) return null
  const hash = createHash('sha256')
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return join(templates, `pglite-${hash.digest('hex')}.tar`)
}

/**
 * A fresh database with the auth stub, the migrations and (by default) the seed applied. Within a
 * test run the global setup has dumped the default one (writeDatabaseTemplate), and this loads that
 * dump: the same rows in a fraction of the time. Any other schema is built here.
 */
export async function createDatabase({ seed = true } = {}): Promise<PGlite> {
  const files = schemaFiles({ seed })
  const dump = dumpFile(files)
  if (dump && existsSync(dump)) {
    const db = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(dump)]),
    })
    await db.waitReady
    return db
  }
  return buildDatabase(files)
}

/** Builds the default database (seeded) and writes its dump into `templates` (the global setup). */
export async function writeDatabaseTemplate(templates: string): Promise<void> {
  const files = schemaFiles()
  const db = await buildDatabase(files)
  try {
    const data = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
    writeFileSync(dumpFile(files, templates)!, data)
  } finally {
    await db.close()
  }
}

async function buildDatabase(files: string[]): Promise<PGlite> {
  const db = new PGlite({ extensions: PGLITE_EXTENSIONS })
  for (const file of files) {
    try {
      await db.exec(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new Error(`${file} failed to apply: ${(error as Error).message}`, { cause: error })
    }
  }
  return db
}

/** Fixed ids of the seeded accounts (supabase/seed.sql). */
export const users = {
  admin: 'a0000000-0000-4000-8000-000000000001',
  escritor: 'a0000000-0000-4000-8000-000000000002',
  movPlusAdmin: 'a0000000-0000-4000-8000-000000000003',
  membro: 'a0000000-0000-4000-8000-000000000004',
  camila: 'a0000000-0000-4000-8000-000000000005',
  lucas: 'a0000000-0000-4000-8000-000000000006',
  yasmin: 'a0000000-0000-4000-8000-000000000007',
} as const

/**
 * A session's authenticator assurance level, the JWT's `aal` claim as GoTrue sets it: `aal1` after
 * a password (or a recovery link), `aal2` after a verified second factor; `null` for a token
 * without the claim at all.
 */
export type Aal = 'aal1' | 'aal2' | null

/**
 * Who runs a statement: the anonymous key, or a signed-in account (by its user id) at an aal.
 * A signed-in caller's token names its session (`session_id`), as GoTrue's do: by default a session
 * of that account at that level, which runAs creates in `auth.sessions` for the statement (staff
 * rights need it live, 20261127010100_staff_live_session.sql); `session: <id>` names a session the
 * test manages itself, `session: null` gives a token without the claim.
 */
export type Caller =
  { role: 'anon' } | { role: 'authenticated'; userId: string; aal: Aal; session?: string | null }

export const anon: Caller = { role: 'anon' }
/**
 * A signed-in account. By default at `aal1`, as after a password: a staff account has staff rights
 * only at `aal2` (20261126120000_staff_aal2.sql), so a test that acts as staff says `'aal2'`.
 */
export const signedIn = (userId: string, aal: Aal = 'aal1'): Caller => ({
  role: 'authenticated',
  userId,
  aal,
})

/** The id of the session a caller's token names by default: one per account and level. */
export function defaultSessionId(userId: string, aal: Aal): string {
  const hex = createHash('sha256')
    .update(`${userId}:${aal ?? 'none'}`)
    .digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The session id in the caller's token, if any. */
export function sessionIdOf(caller: Caller): string | null {
  if (caller.role === 'anon') return null
  return caller.session === undefined ? defaultSessionId(caller.userId, caller.aal) : caller.session
}

/** The JWT claims PostgREST would put in `request.jwt.claims` for the caller. */
export function claimsOf(caller: Caller): Record<string, string> {
  if (caller.role === 'anon') return { role: 'anon' }
  const claims: Record<string, string> = {
    sub: caller.userId,
    role: 'authenticated',
    aud: 'authenticated',
  }
  if (caller.aal !== null) claims.aal = caller.aal
  const session = sessionIdOf(caller)
  if (session !== null) claims.session_id = session
  return claims
}

/**
 * Creates (as the owner) the session a caller's token names by default, at the token's level
 * (`aal1` for a token without the claim), as GoTrue records it. Nothing for anonymous callers,
 * for sessions a test manages itself, and for ids without an account.
 */
export async function ensureSession(db: SqlSession, caller: Caller): Promise<void> {
  if (caller.role === 'anon' || caller.session !== undefined) return
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     select $1, u.id, now(), now(), $3::auth.aal_level from auth.users as u where u.id = $2
     on conflict (id) do nothing`,
    [defaultSessionId(caller.userId, caller.aal), caller.userId, caller.aal ?? 'aal1'],
  )
}

/**
 * What runAs needs of a connection: PGlite as it is, or a `pg` client through `sqlSession` in
 * ./pg-server.ts, so the same statements run on PGlite and on a real PostgreSQL.
 */
export interface SqlSession {
  exec(sql: string): Promise<unknown>
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>
}

export type Outcome =
  | { ok: true; rows: Record<string, unknown>[]; affectedRows: number }
  | { ok: false; code: string | undefined; message: string; detail?: string }

/**
 * One template database per test file, built once (auth stub + migrations + seed), and one
 * transaction per test, rolled back afterwards. A rolled-back transaction isolates tests exactly as
 * a clone would, at no cost (a PGlite clone takes 1-3 s on a shared machine, and the matrix alone
 * has hundreds of cells).
 */
export function useDatabase(hooks: {
  beforeAll: (fn: () => Promise<void>) => void
  afterAll: (fn: () => Promise<void>) => void
  beforeEach: (fn: () => Promise<void>) => void
  afterEach: (fn: () => Promise<void>) => void
}): () => PGlite {
  let db: PGlite | undefined
  hooks.beforeAll(async () => {
    db = await createDatabase()
  })
  hooks.beforeEach(async () => {
    await db?.exec('begin')
  })
  hooks.afterEach(async () => {
    await db?.exec('rollback')
  })
  hooks.afterAll(async () => {
    await db?.close()
  })
  return () => {
    if (!db)
      throw new Error('the database is built in beforeAll: call the getter inside a hook or a test')
    return db
  }
}

async function asCaller(
  db: SqlSession,
  caller: Caller,
  sql: string,
  params: unknown[],
  keep: boolean,
): Promise<Outcome> {
  // Savepoints need the surrounding transaction that useDatabase opens for every test.
  await db.exec('savepoint as_caller')
  await ensureSession(db, caller)
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify(claimsOf(caller)),
  ])
  await db.exec(`set local role ${caller.role}`)
  const [who] = (await db.query<{ role: string }>('select current_user as role')).rows
  if (who?.role !== caller.role) throw new Error(`could not switch to role ${caller.role}`)
  let outcome: Outcome
  try {
    const result = await db.query<Record<string, unknown>>(sql, params)
    outcome = { ok: true, rows: result.rows, affectedRows: result.affectedRows ?? 0 }
  } catch (error) {
    const { code, message, detail } = error as { code?: string; message: string; detail?: string }
    outcome = { ok: false, code, message, ...(detail ? { detail } : {}) }
  }
  if (keep && outcome.ok) {
    await db.exec('release savepoint as_caller')
    // `set local` outlives the released savepoint: go back to the owner explicitly.
    await db.exec(`reset role; select set_config('request.jwt.claims', '', true)`)
  } else {
    await db.exec('rollback to savepoint as_caller; release savepoint as_caller')
  }
  return outcome
}

/**
 * Runs one statement as `caller`, the way PostgREST does (`set local role` and the JWT claims in
 * `request.jwt.claims`), then undoes it. Returns the rows and the affected-row count, or the
 * SQLSTATE of the error.
 */
export function runAs(
  db: SqlSession,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  return asCaller(db, caller, sql, params, false)
}

/** Like runAs, but a successful statement stays applied until the end of the test. */
export function applyAs(
  db: SqlSession,
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome> {
  return asCaller(db, caller, sql, params, true)
}

/** Runs a query as the database owner (no RLS) and returns its rows. */
export async function ownerRows<T = Record<string, unknown>>(
  db: SqlSession,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows
}
