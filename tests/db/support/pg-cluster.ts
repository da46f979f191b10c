// A throwaway PostgreSQL cluster (PGlite has a single connection and is a newer major version than
// hosted Supabase): the server binaries of `pg_config --bindir` or /usr/lib/postgresql/<version>/bin,
// as the `postgres` user when running as root, on a free port, in a temp dir. Used by the node
// project's global setup (one cluster per run, tests/support/db-templates.ts) and by ./pg-server.ts.
// No Vitest import here: the global setup runs outside any test file.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { schemaFiles } from './database'

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

export const binaries = findBinaries()

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
    return { port, connect: (database) => connectTo(port, database), stop }
  } catch (error) {
    stop()
    throw error
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
