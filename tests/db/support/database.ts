// Builds the real database on PGlite (Supabase auth stub, every migration in name order, the seed)
// and runs statements as the API roles do on Supabase: inside a transaction, with `set local role`
// and the JWT claims in `request.jwt.claims`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'

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

/** A fresh database with the auth stub, the migrations and (by default) the seed applied. */
export async function createDatabase({ seed = true } = {}): Promise<PGlite> {
  const db = new PGlite({ extensions: { pgcrypto } })
  for (const file of schemaFiles({ seed })) {
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

/** Who runs a statement: the anonymous key, or a signed-in account (by its user id). */
export type Caller = { role: 'anon' } | { role: 'authenticated'; userId: string }

export const anon: Caller = { role: 'anon' }
export const signedIn = (userId: string): Caller => ({ role: 'authenticated', userId })

function claimsOf(caller: Caller): Record<string, string> {
  return caller.role === 'anon'
    ? { role: 'anon' }
    : { sub: caller.userId, role: 'authenticated', aud: 'authenticated' }
}

export type Outcome =
  | { ok: true; rows: Record<string, unknown>[]; affectedRows: number }
  | { ok: false; code: string | undefined; message: string }

/**
 * Runs one statement as `caller`, the way PostgREST does, and always rolls back so the database is
 * unchanged afterwards. Returns the rows and the affected-row count, or the SQLSTATE of the error.
 */
export async function runAs(db: PGlite, caller: Caller, sql: string, params: unknown[] = []): Promise<Outcome> {
  const claims = claimsOf(caller)
  let outcome: Outcome | undefined
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
    await tx.exec(`set local role ${caller.role}`)
    try {
      const result = await tx.query<Record<string, unknown>>(sql, params)
      outcome = { ok: true, rows: result.rows, affectedRows: result.affectedRows ?? 0 }
    } catch (error) {
      const { code, message } = error as { code?: string; message: string }
      outcome = { ok: false, code, message }
    }
    await tx.rollback()
  })
  if (!outcome) throw new Error('the statement did not run')
  return outcome
}

/** Like runAs, but commits: for tests that need the change to stay (on their own clone). */
export async function commitAs(db: PGlite, caller: Caller, sql: string, params: unknown[] = []): Promise<Outcome> {
  const claims = claimsOf(caller)
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
      await tx.exec(`set local role ${caller.role}`)
      const result = await tx.query<Record<string, unknown>>(sql, params)
      return { ok: true as const, rows: result.rows, affectedRows: result.affectedRows ?? 0 }
    })
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return { ok: false, code, message }
  }
}

/** Runs a query as the database owner (no RLS) and returns its rows. */
export async function ownerRows<T = Record<string, unknown>>(db: PGlite, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows
}
