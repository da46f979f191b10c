// Where a database lives: a data directory this process claims (one PGlite per directory, and the
// lock that keeps other local backends out, lock.ts), or the temporary directory of `memory`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { claimLock } from './lock.ts'

/** Data directories open in this process, with a promise that settles when each is closed. */
const openDirs: Map<string, Promise<void>> = ((
  globalThis as { __movLocalDbDirs?: Map<string, Promise<void>> }
).__movLocalDbDirs ??= new Map())

/** Locks this process holds, released (synchronously) if it exits without closing them. */
const heldLocks: Set<() => void> = ((
  globalThis as { __movLocalDbLocks?: Set<() => void> }
).__movLocalDbLocks ??= new Set())
let exitHookInstalled = false

/**
 * One PGlite per data directory: waits for an instance of this process to close (a Vite server
 * restart opens the new backend before closing the old one), refuses a directory that another
 * live local backend holds (DirectoryInUseError) and takes over the lock a dead one left (lock.ts).
 */
export async function claimDir(dbDir: string, log: (line: string) => void): Promise<() => void> {
  for (let previous = openDirs.get(dbDir); previous; previous = openDirs.get(dbDir)) await previous
  mkdirSync(dbDir, { recursive: true })
  const lock = claimLock(dbDir)
  if (lock.reclaimed) {
    log(
      `Took over the lock of ${dbDir} left by process ${lock.reclaimed.pid || '?'}, which is no longer running.`,
    )
  }
  if (!exitHookInstalled) {
    exitHookInstalled = true
    // A process that exits without closing its database (process.exit from elsewhere) still
    // leaves no lock behind.
    process.on('exit', () => {
      for (const release of heldLocks) release()
    })
  }
  heldLocks.add(lock.release)
  let release!: () => void
  openDirs.set(dbDir, new Promise<void>((resolve) => (release = resolve)))
  return () => {
    lock.release()
    heldLocks.delete(lock.release)
    openDirs.delete(dbDir)
    release()
  }
}

/** Temporary data directories of `memory` databases, removed on close or when the process exits. */
const memoryDirs = new Set<string>()
let memoryHookInstalled = false

/**
 * A `memory` database lives in a temporary directory rather than in PGlite's in-memory file system,
 * so that the thread replaced after a timeout reopens it with every committed row.
 */
export function memoryDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'mov-local-db-'))
  memoryDirs.add(dir)
  if (!memoryHookInstalled) {
    memoryHookInstalled = true
    process.on('exit', () => {
      for (const d of memoryDirs) rmSync(d, { recursive: true, force: true })
    })
  }
  return {
    dir,
    remove: () => {
      memoryDirs.delete(dir)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
