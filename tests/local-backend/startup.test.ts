// Start-up of the local backend: a data directory is created, then reused; a changed schema is
// rebuilt; `memory` leaves nothing on disk.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createBackend } from '../../local-backend/app'
import { ROOT_DIR } from '../../local-backend/config'
import { LOCAL_ANON_KEY } from '../../src/config/local'

const dir = mkdtempSync(join(tmpdir(), 'mov-local-backend-'))

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

async function call(
  backend: Awaited<ReturnType<typeof createBackend>>,
  path: string,
  init: RequestInit = {},
) {
  const headers = new Headers(init.headers)
  headers.set('apikey', headers.get('apikey') ?? LOCAL_ANON_KEY)
  const res = await backend.handle(
    new Request(`http://localhost${path}`, { ...init, headers }),
    '127.0.0.1',
  )
  if (!res) throw new Error(`no route for ${path}`)
  return res
}

test('a fresh data directory is created, then reused with its data', async () => {
  const first = await createBackend({ dbDir: dir, log: false })
  expect(first.databaseOrigin).toBe('created')
  expect(existsSync(join(dir, 'pgdata', 'PG_VERSION'))).toBe(true)
  expect(readFileSync(join(dir, 'schema.sha256'), 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/)
  const insert = await call(first, '/rest/v1/programas', {
    method: 'POST',
    headers: { apikey: first.serviceKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Persistido',
      category: 'Teste',
      year: 2026,
      description: 'Sobrevive ao reinício.',
    }),
  })
  expect(insert.status).toBe(201)
  await first.close()

  const second = await createBackend({ dbDir: dir, log: false })
  expect(second.databaseOrigin).toBe('reused')
  const read = await call(second, '/rest/v1/programas?select=title&title=eq.Persistido')
  expect(await read.json()).toEqual([{ title: 'Persistido' }])
  await second.close()
})

test('a data directory built from other migrations is rebuilt from scratch', async () => {
  writeFileSync(join(dir, 'schema.sha256'), `${'0'.repeat(64)}\n`)
  const backend = await createBackend({ dbDir: dir, log: false })
  expect(backend.databaseOrigin).toBe('rebuilt')
  const read = await call(backend, '/rest/v1/programas?select=title&title=eq.Persistido')
  expect(await read.json()).toEqual([])
  await backend.close()
})

test('a data directory held by another running local backend is refused with a clear message', async () => {
  writeFileSync(join(dir, 'lock'), `${process.ppid}\n`)
  await expect(createBackend({ dbDir: dir, log: false })).rejects.toThrow(
    /in use by another local backend/,
  )
  rmSync(join(dir, 'lock'))
})

test('LOCAL_DB_DIR=memory leaves nothing on disk', async () => {
  const defaultDir = join(ROOT_DIR, '.local-data')
  const before = existsSync(defaultDir) ? statSync(defaultDir).mtimeMs : null
  const previous = process.env.LOCAL_DB_DIR
  process.env.LOCAL_DB_DIR = 'memory'
  try {
    const backend = await createBackend({ log: false })
    expect(backend.databaseOrigin).toBe('memory')
    const read = await call(backend, '/rest/v1/programas?select=title&limit=1')
    expect(read.status).toBe(200)
    await backend.close()
  } finally {
    if (previous === undefined) delete process.env.LOCAL_DB_DIR
    else process.env.LOCAL_DB_DIR = previous
  }
  const after = existsSync(defaultDir) ? statSync(defaultDir).mtimeMs : null
  expect(after).toBe(before)
})
