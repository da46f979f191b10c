// The lock of a data directory: `<dir>/lock`, a small JSON file naming the local backend that holds
// the directory: its process id, that process's start time (as the operating system records it),
// a random token and the command it runs.
//
// Why not only a pid: a lock left by a crash (kill -9, a power cut) names a pid that the system may
// give to another process later. A pid alone cannot tell that process from the backend. The pid and
// the start time together name one process for the life of the system: the lock is held only while
// a process with that pid AND that start time is alive; otherwise it is stale and the next backend
// takes it over. The token makes a backend remove only its own lock (never one another backend has
// since taken over) and makes the take-over of a stale lock safe between two starting backends.
//
// Why not a lock library (proper-lockfile): it decides staleness from the lock's mtime, refreshed by
// a timer; PGlite runs on the main thread and blocks it for seconds while it builds a database, so
// the timer would miss its refresh and the lock would count as stale (or compromised) under a live
// backend, and a crashed backend's lock would keep the next start waiting for the stale delay.
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'

export interface LockInfo {
  pid: number
  /** The holder's start time as the system records it (`linux:<ticks after boot>` or `ps:<lstart>`); null if unknown. */
  started: string | null
  token: string
  /** What the holder runs (for the message), e.g. `vite preview --port 4173`. */
  command: string
  /** When the lock was taken (ISO 8601). */
  since: string
}

export function lockFile(dbDir: string): string {
  return join(dbDir, 'lock')
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A process's start time as the system records it, or null when it cannot be read. Linux: field 22
 * of /proc/<pid>/stat (clock ticks after boot); elsewhere `ps -o lstart=` (to the second).
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = fields[19]
    if (ticks && /^\d+$/.test(ticks)) return `linux:${ticks}`
  } catch {
    // not Linux, or no such process
  }
  if (process.platform === 'win32') return null
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' })
  const lstart = ps.status === 0 ? ps.stdout.trim() : ''
  return lstart ? `ps:${lstart}` : null
}

/** The lock's contents; a lock from before this format (a bare pid) reads with no start time. */
export function readLock(dbDir: string): LockInfo | null {
  return readLockAt(lockFile(dbDir))
}

function readLockAt(path: string): LockInfo | null {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return null
  }
  const bare = text.trim()
  if (/^\d+$/.test(bare))
    return { pid: Number(bare), started: null, token: '', command: '', since: '' }
  try {
    const data = JSON.parse(text) as Partial<LockInfo>
    if (typeof data.pid === 'number' && Number.isInteger(data.pid) && data.pid > 0) {
      return {
        pid: data.pid,
        started: typeof data.started === 'string' ? data.started : null,
        token: typeof data.token === 'string' ? data.token : '',
        command: typeof data.command === 'string' ? data.command : '',
        since: typeof data.since === 'string' ? data.since : '',
      }
    }
  } catch {
    // not JSON
  }
  // Unreadable or empty (a crash while writing it): nobody can be shown to hold it.
  return { pid: 0, started: null, token: '', command: '', since: '' }
}

/**
 * Whether the process a lock names still holds it: alive, and (when the lock recorded it) started
 * at the recorded time, so a pid the system gave to another process since does not count.
 */
export function lockIsHeld(lock: LockInfo): boolean {
  if (lock.pid <= 0 || !processAlive(lock.pid)) return false
  if (lock.started === null) return true
  const now = processStartTime(lock.pid)
  return now === null || now === lock.started
}

/** The live holder of a directory's lock, or null (no lock, or a stale one). */
export function lockHolder(dbDir: string): LockInfo | null {
  const lock = readLock(dbDir)
  return lock && lockIsHeld(lock) ? lock : null
}

export class DirectoryInUseError extends Error {
  constructor(
    readonly dbDir: string,
    readonly holder: LockInfo,
  ) {
    const what = holder.command ? ` (${holder.command})` : ''
    const since = holder.since ? `, since ${holder.since}` : ''
    super(
      `local backend: ${dbDir} is in use by another local backend: process ${holder.pid}${what}${since}. ` +
        `Stop it (Ctrl+C in its terminal, or \`kill ${holder.pid}\`), or start this one on another data directory ` +
        '(LOCAL_DB_DIR=memory, or LOCAL_DB_DIR=<folder>).',
    )
    this.name = 'DirectoryInUseError'
  }
}

function currentCommand(): string {
  const args = process.argv.slice(1).map((a) => a.replace(/^.*[/\\]node_modules[/\\]/, ''))
  return args.join(' ').slice(0, 200)
}

let ownStart: string | null | undefined

/** Writes a new lock; false when one exists already. */
function createLock(dbDir: string, info: LockInfo): boolean {
  let fd: number
  try {
    fd = openSync(lockFile(dbDir), 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${JSON.stringify(info)}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Takes a stale lock out of the way, only if it is still the stale one just read: it is renamed to a
 * name of this process's own first (one starting backend wins the rename), then checked; a lock that
 * turned out to be another's new one is put back.
 */
function removeStaleLock(dbDir: string, stale: LockInfo, token: string): void {
  const aside = `${lockFile(dbDir)}.stale-${token}`
  try {
    renameSync(lockFile(dbDir), aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = readLockAt(aside)
  if (moved && (moved.token !== stale.token || moved.pid !== stale.pid)) {
    try {
      linkSync(aside, lockFile(dbDir))
    } catch {
      // a third backend took the directory meanwhile: its lock stays
    }
  }
  rmSync(aside, { force: true })
}

function mtimeMs(path: string): number {
  try {
    return statSync(path).mtimeMs
  } catch {
    return 0
  }
}

export interface ClaimedLock {
  info: LockInfo
  /** Whether a stale lock was taken over (for the start-up message). */
  reclaimed: LockInfo | null
  /** Removes the lock if it is still this one's. Synchronous, so it also works in an `exit` handler. */
  release(): void
}

/**
 * Claims a data directory (which must exist) for this process: refuses with DirectoryInUseError
 * while a live backend holds it, takes over a stale lock.
 */
export function claimLock(dbDir: string): ClaimedLock {
  ownStart ??= processStartTime(process.pid)
  const info: LockInfo = {
    pid: process.pid,
    started: ownStart,
    token: randomBytes(16).toString('hex'),
    command: currentCommand(),
    since: new Date().toISOString(),
  }
  let reclaimed: LockInfo | null = null
  for (let attempt = 0; ; attempt++) {
    if (createLock(dbDir, info)) break
    const existing = readLock(dbDir)
    if (!existing) continue // removed meanwhile: try again
    if (existing.pid === 0 && Date.now() - mtimeMs(lockFile(dbDir)) < 2000 && attempt < 5) {
      // Empty: possibly another backend's lock between its creation and its first write.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100)
      continue
    }
    // This process holding it already is a lock a crashed earlier process with the same pid left
    // (the caller waits for this process's own open instances before claiming).
    const mine = existing.pid === process.pid && existing.started === ownStart
    if (!mine && lockIsHeld(existing)) throw new DirectoryInUseError(dbDir, existing)
    if (attempt >= 5) throw new Error(`local backend: could not take the lock of ${dbDir}`)
    removeStaleLock(dbDir, existing, info.token)
    reclaimed = existing
  }
  return {
    info,
    reclaimed,
    release() {
      const current = readLockAt(lockFile(dbDir))
      if (current?.token === info.token) rmSync(lockFile(dbDir), { force: true })
    },
  }
}
