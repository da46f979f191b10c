// The local backend's lifecycle with real processes: a signal closes the database and
// removes the lock; a stale lock (dead holder, reused pid, crash) is taken over; a second server on a
// claimed data directory, standalone or `npm start`'s Vite server, exits at once saying who holds it.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { ROOT_DIR } from '../../local-backend/config'
import { dataDirFromTemplate } from '../../local-backend/db'
import { processStartTime, readLock } from '../../local-backend/lock'
import { LOCAL_ANON_KEY } from '../../src/config/local'

const dir = mkdtempSync(join(tmpdir(), 'mov-lifecycle-'))
const dbDir = join(dir, 'db')
const lockPath = join(dbDir, 'lock')
const children = new Set<ChildProcess>()

interface Started {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function run(args: string[], env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, LOCAL_DB_DIR: dbDir, CI: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let text = ''
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child)
      resolve({ code, signal })
    }),
  )
  return { child, output: () => text, exited }
}

/** `tsx local-backend/cli.ts serve` as its own process (its pid is the backend's). */
const serve = () => run(['--import', 'tsx', 'local-backend/cli.ts', 'serve', '0'])

async function until<T>(what: string, probe: () => T | undefined, ms: number): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Waits for the start-up message and answers one request from the backend. */
async function ready(s: Started): Promise<string> {
  const url = await until(
    'the backend to start',
    () => /http:\/\/127\.0\.0\.1:\d+/.exec(s.output())?.[0],
    90_000,
  )
  const res = await fetch(`${url}/rest/v1/programas?select=title&limit=1`, {
    headers: { apikey: LOCAL_ANON_KEY },
  })
  expect(res.status).toBe(200)
  return url
}

async function exitWithin(s: Started, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no exit within ${ms} ms:\n${s.output()}`)), ms)
  })
  try {
    return await Promise.race([s.exited, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  return new Promise((resolve) => child.once('exit', () => resolve(child.pid!)))
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  // The data directory every start reuses: the run's template of this schema when there is one
  // (tests/support/db-templates.ts; building it is startup.test.ts's subject, not this file's),
  // else built by this first start.
  dataDirFromTemplate(dbDir)
  const first = serve()
  await ready(first)
  first.child.kill('SIGTERM')
  expect(await exitWithin(first, 30_000)).toEqual({ code: 0, signal: null })
}, 180_000)

afterEach(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(lockPath, { force: true })
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

test('Ctrl+C (SIGINT) closes the database, removes the lock and ends the process', async () => {
  const s = serve()
  await ready(s)
  const lock = readLock(dbDir)
  expect(lock?.pid).toBe(s.child.pid)
  expect(lock?.started).toBe(processStartTime(s.child.pid!))
  s.child.kill('SIGINT')
  expect(await exitWithin(s, 30_000)).toEqual({ code: 0, signal: null })
  expect(existsSync(lockPath)).toBe(false)
}, 120_000)

test('a second server on a claimed data directory exits at once, naming the holder and how to stop it', async () => {
  const holder = serve()
  await ready(holder)
  const second = serve()
  const { code } = await exitWithin(second, 20_000)
  expect(code).toBe(1)
  expect(second.output()).toContain(`in use by another local backend: process ${holder.child.pid}`)
  expect(second.output()).toContain(`kill ${holder.child.pid}`)
  // The holder is untouched: still its lock, still answering.
  expect(readLock(dbDir)?.pid).toBe(holder.child.pid)
  await ready(holder)
  holder.child.kill('SIGTERM')
  expect(await exitWithin(holder, 30_000)).toEqual({ code: 0, signal: null })
  expect(existsSync(lockPath)).toBe(false)
}, 120_000)

test("npm start's server (vite preview with the local backend) exits too on a claimed directory, instead of serving errors", async () => {
  const holder = serve()
  await ready(holder)
  const port = await freePort()
  const preview = run([
    'node_modules/vite/bin/vite.js',
    'preview',
    '--port',
    String(port),
    '--strictPort',
  ])
  const { code } = await exitWithin(preview, 30_000)
  expect(code).toBe(1)
  expect(preview.output()).toContain(`in use by another local backend: process ${holder.child.pid}`)
  holder.child.kill('SIGINT')
  expect((await exitWithin(holder, 30_000)).code).toBe(0)
}, 120_000)

test("npm start's server (vite preview with the local backend) stops on Ctrl+C with its database closed and no lock left", async () => {
  const port = await freePort()
  const preview = run([
    'node_modules/vite/bin/vite.js',
    'preview',
    '--port',
    String(port),
    '--strictPort',
  ])
  await until(
    'the local backend',
    () => (preview.output().includes('MOV local backend') ? true : undefined),
    90_000,
  )
  const res = await fetch(`http://localhost:${port}/rest/v1/programas?select=title&limit=1`, {
    headers: { apikey: LOCAL_ANON_KEY },
  })
  expect(res.status).toBe(200)
  expect(readLock(dbDir)?.pid).toBe(preview.child.pid)
  preview.child.kill('SIGINT')
  expect(await exitWithin(preview, 30_000)).toEqual({ code: 0, signal: null })
  expect(existsSync(lockPath)).toBe(false)
}, 120_000)

test('a lock whose process is dead is taken over', async () => {
  const pid = await deadPid()
  writeFileSync(
    lockPath,
    JSON.stringify({ pid, started: 'linux:1', token: 'x', command: 'old', since: '' }),
  )
  const s = serve()
  await ready(s)
  expect(s.output()).toContain(`left by process ${pid}, which is no longer running`)
  expect(readLock(dbDir)?.pid).toBe(s.child.pid)
  s.child.kill('SIGTERM')
  expect((await exitWithin(s, 30_000)).code).toBe(0)
  expect(existsSync(lockPath)).toBe(false)
}, 120_000)

test('a lock in the former format (a bare pid) whose process is dead is taken over', async () => {
  const pid = await deadPid()
  writeFileSync(lockPath, `${pid}\n`)
  const s = serve()
  await ready(s)
  expect(s.output()).toContain(`left by process ${pid}, which is no longer running`)
  s.child.kill('SIGTERM')
  expect((await exitWithin(s, 30_000)).code).toBe(0)
  expect(existsSync(lockPath)).toBe(false)
}, 120_000)

test('a lock naming a live process that started at another time (its pid reused since) is taken over', async () => {
  // The test runner is alive, but it is not the process that wrote this lock.
  writeFileSync(
    lockPath,
    JSON.stringify({
      pid: process.pid,
      started: `${processStartTime(process.pid)}-not-this-one`,
      token: 'someone-else',
      command: 'old',
      since: '',
    }),
  )
  const s = serve()
  await ready(s)
  expect(readLock(dbDir)?.pid).toBe(s.child.pid)
  s.child.kill('SIGTERM')
  expect((await exitWithin(s, 30_000)).code).toBe(0)
}, 120_000)

test('a lock naming a live process by its pid and start time is respected', async () => {
  // Pid and start time name one process: it is taken as the holder, whatever its token.
  writeFileSync(
    lockPath,
    JSON.stringify({
      pid: process.pid,
      started: processStartTime(process.pid),
      token: 'not-checkable-from-outside',
      command: 'vitest',
      since: '',
    }),
  )
  const s = serve()
  expect((await exitWithin(s, 20_000)).code).toBe(1)
  expect(s.output()).toContain(`process ${process.pid} (vitest)`)
  expect(readLock(dbDir)?.token).toBe('not-checkable-from-outside')
}, 60_000)

test('a crash (kill -9) leaves a lock that the next start takes over, with the data intact', async () => {
  const crashed = serve()
  const url = await ready(crashed)
  const before = await fetch(`${url}/rest/v1/programas?select=id`, {
    headers: { apikey: LOCAL_ANON_KEY },
  }).then((r) => r.json() as Promise<unknown[]>)
  crashed.child.kill('SIGKILL')
  expect((await exitWithin(crashed, 10_000)).signal).toBe('SIGKILL')
  expect(readLock(dbDir)?.pid).toBe(crashed.child.pid)

  const next = serve()
  const nextUrl = await ready(next)
  expect(next.output()).toContain(
    `left by process ${crashed.child.pid}, which is no longer running`,
  )
  expect(readLock(dbDir)?.pid).toBe(next.child.pid)
  const after = await fetch(`${nextUrl}/rest/v1/programas?select=id`, {
    headers: { apikey: LOCAL_ANON_KEY },
  }).then((r) => r.json() as Promise<unknown[]>)
  expect(after).toHaveLength(before.length)
  next.child.kill('SIGINT')
  expect((await exitWithin(next, 30_000)).code).toBe(0)
  expect(existsSync(lockPath)).toBe(false)
  expect(readFileSync(join(dbDir, 'schema.sha256'), 'utf8')).toMatch(/^[0-9a-f]{64}/)
}, 120_000)
