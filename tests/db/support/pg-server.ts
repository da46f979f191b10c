// A throwaway PostgreSQL server for the tests that need a real one (PGlite has a single connection
// and is a newer major version than hosted Supabase): the server binaries of `pg_config --bindir`
// or /usr/lib/postgresql/<version>/bin, as the `postgres` user when running as root, on a free
// port, in a temp dir, with the auth stub, every migration and the seed loaded.
//
// Without the binaries a test file fails in CI (process.env.CI) and is skipped, with the reason
// printed, elsewhere. .ci/run installs Debian's `postgresql`.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, test } from 'vitest'
import { schemaFiles, type SqlSession } from './database'

type Binaries = { bindir: string; asPostgres: (command: string, args: string[]) => string[] }

/** Where initdb and pg_ctl are, and how to run them; or why they cannot run here. */
function findBinaries(): Binaries | { reason: string } {
  const candidates: string[] = []
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim())
  } catch {
    // Debian's pg_config comes with libpq-dev; the server packages live in /usr/lib/postgresql.
  }
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(join('/usr/lib/postgresql', version, 'bin'))
  }
  const bindir = candidates.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  )
  if (!bindir) return { reason: 'no PostgreSQL server binaries (initdb, pg_ctl) found' }
  if (process.getuid?.() !== 0) return { bindir, asPostgres: (command, args) => [command, ...args] }
  // initdb and postgres refuse to run as root.
  const probe = spawnSync('id', ['-u', 'postgres'])
  if (probe.status !== 0) return { reason: 'running as root and there is no postgres user' }
  return {
    bindir,
    asPostgres: (command, args) => ['runuser', '-u', 'postgres', '--', command, ...args],
  }
}

const binaries = findBinaries()

/**
 * `test` when a server can be started, else `test.skip` (with the reason printed), and in CI one
 * failing test that says what is missing.
 */
export function pgTest(file: string) {
  if ('bindir' in binaries) return test
  if (process.env.CI) {
    test('PostgreSQL is installed for this test file', () => {
      throw new Error(`${binaries.reason}: install Debian's postgresql (see .ci/run)`)
    })
  } else {
    console.warn(`${file} skipped: ${binaries.reason}`)
  }
  return test.skip
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

export interface PgServer {
  /** A new connection as the `postgres` superuser (the database owner). */
  connect(): Promise<pg.Client>
  /** Stops the server and removes its directory. */
  stop(): void
}

/** Starts a server with the schema and the seed loaded; null when there are no binaries. */
export async function startPgServer(): Promise<PgServer | null> {
  if (!('bindir' in binaries)) return null
  const { bindir, asPostgres } = binaries
  const dir = mkdtempSync(join(tmpdir(), 'mov-pg-'))
  const exec = (command: string, args: string[]) => {
    const [bin, ...rest] = asPostgres(join(bindir, command), args)
    const result = spawnSync(bin!, rest, { encoding: 'utf8' })
    if (result.status !== 0) {
      let log = ''
      try {
        log = readFileSync(join(dir, 'server.log'), 'utf8')
      } catch {
        // No log yet.
      }
      throw new Error(`${command} failed: ${result.stderr}${result.stdout}${log}`)
    }
  }
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  let started = false
  const stop = () => {
    try {
      if (started) exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  try {
    exec('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])
    const port = await freePort()
    exec('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
      'start',
    ])
    started = true
    const connect = async () => {
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        database: 'postgres',
      })
      await client.connect()
      return client
    }
    const owner = await connect()
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
    return { connect, stop }
  } catch (error) {
    stop()
    throw error
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
    server?.stop()
  })
  return {
    session: () => {
      if (!owner) throw new Error('the server is started in beforeAll')
      return sqlSession(owner)
    },
    started: () => owner !== undefined,
  }
}
