// A throwaway PostgreSQL server: the binaries of `pg_config --bindir` or
// /usr/lib/postgresql/<version>/bin (newest first), run as the `postgres` user when running as root
// (initdb and postgres refuse root), initdb in a temp dir, a server on a free loopback port started
// and stopped with pg_ctl. Used by scripts/db-schema.mjs (PostgreSQL 15, for pg_dump) and by the
// tests' cluster (tests/db/support/pg-cluster.ts). Types: ./pg-throwaway.d.mts.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where PostgreSQL's binaries are (the first directory holding every one of `programs`, of the
 * `major` version when given), and how to run the server ones; or why they cannot run here.
 */
export function postgresBinaries({ programs = ['initdb', 'pg_ctl'], major } = {}) {
  const candidates = []
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim())
  } catch {
    // Debian's pg_config comes with libpq-dev; the server packages live in /usr/lib/postgresql.
  }
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(join('/usr/lib/postgresql', version, 'bin'))
  }
  const versionPattern = major === undefined ? null : new RegExp(`\\s${major}(\\.\\d+)*\\b`)
  const bindir = candidates.find((dir) => {
    if (!programs.every((bin) => existsSync(join(dir, bin)))) return false
    if (!versionPattern) return true
    const version = spawnSync(join(dir, 'pg_ctl'), ['--version'], { encoding: 'utf8' }).stdout
    return versionPattern.test(version ?? '')
  })
  if (!bindir) {
    const which = major === undefined ? 'server' : String(major)
    return { reason: `no PostgreSQL ${which} binaries (${programs.join(', ')}) found` }
  }
  if (process.getuid?.() !== 0) return { bindir, asPostgres: (command, args) => [command, ...args] }
  if (spawnSync('id', ['-u', 'postgres']).status !== 0)
    return { reason: 'running as root and there is no postgres user' }
  return {
    bindir,
    asPostgres: (command, args) => ['runuser', '-u', 'postgres', '--', command, ...args],
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * initdb in a new temp dir (named `prefix`...), then a server on a free port reachable as
 * `postgres` without a password on 127.0.0.1 (fsync off, plus `settings` as `-c name=value`).
 * `run` runs one of the binaries (as `postgres` unless `asServer` is false) and returns its
 * output, throwing with the server's log when it fails; `stop` stops the server and removes the
 * dir. When the start fails, the dir is removed and the error thrown.
 */
export async function startThrowawayPostgres(binaries, { prefix = 'mov-pg-', settings = {} } = {}) {
  const { bindir, asPostgres } = binaries
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const data = join(dir, 'data')
  const log = join(dir, 'server.log')
  const run = (command, args, { asServer = true } = {}) => {
    const [bin, ...rest] = asServer
      ? asPostgres(join(bindir, command), args)
      : [join(bindir, command), ...args]
    const result = spawnSync(bin, rest, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (result.status !== 0) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : ''
      throw new Error(`${command} failed: ${result.stderr}${result.stdout}${serverLog}`)
    }
    return result.stdout
  }
  let started = false
  const stop = () => {
    try {
      if (started) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  try {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
      chownSync(dir, uid, gid)
    }
    run('initdb', [
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
    const options = [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ')
    run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', '-o', options, 'start'])
    started = true
    return { port, dir, run, stop }
  } catch (error) {
    stop()
    throw error
  }
}
