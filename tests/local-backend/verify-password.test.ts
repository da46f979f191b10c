// verify-password through the local backend, called as the site calls it (supabase-js
// functions.invoke with the public key): the local area passwords, the bad inputs, and the
// failure limits kept in the private database tables (so they survive a restart of the backend):
// per address (the socket's, whatever the forwarding headers say) and per area
// (docs/decisions/verify-password-rate-limit.md).
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { createTestClient } from './support'

const dbDir = mkdtempSync(join(tmpdir(), 'mov-verify-password-'))
let backend: LocalBackend
const logLines: string[] = []

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    logLines.push(args.map(String).join(' '))
  })
  delete process.env.ADMIN_PASSWORD
  delete process.env.ESCRITOR_PASSWORD
  delete process.env.MOV_PLUS_ADMIN_PASSWORD
  backend = await startLocalBackend({ dbDir })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await backend?.close()
  rmSync(dbDir, { recursive: true, force: true })
})

async function verify(secretName: string, password: string, headers: Record<string, string> = {}) {
  const supabase = createTestClient(backend.url, backend.anonKey)
  const { data, error } = await supabase.functions.invoke<{ authenticated: boolean }>(
    'verify-password',
    {
      body: { secretName, password },
      headers,
    },
  )
  if (!error) return { status: 200, body: data as unknown, retryAfter: null as string | null }
  const response = (error as { context?: unknown }).context
  if (!(response instanceof Response)) throw error
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    retryAfter: response.headers.get('retry-after'),
  }
}

function raw(init: RequestInit) {
  return fetch(`${backend.url}/functions/v1/verify-password`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      ...init.headers,
    },
  })
}

// The tests below share one client address (127.0.0.1) and one database, so they run in order.

test('the documented local passwords open their own area only', async () => {
  expect(await verify('ADMIN_PASSWORD', 'admin-local')).toMatchObject({
    status: 200,
    body: { authenticated: true },
  })
  expect(await verify('ESCRITOR_PASSWORD', 'escritor-local')).toMatchObject({
    status: 200,
    body: { authenticated: true },
  })
  expect(await verify('MOV_PLUS_ADMIN_PASSWORD', 'movplus-local')).toMatchObject({
    status: 200,
    body: { authenticated: true },
  })
})

test('bad inputs are refused through the local backend as on Deno', async () => {
  expect((await verify('SUPABASE_SERVICE_ROLE_KEY', 'x')).status).toBe(400)
  expect((await verify('ADMIN_PASSWORD', '')).status).toBe(400)
  expect(
    (
      await raw({
        method: 'POST',
        body: '{"secretName":',
        headers: { 'Content-Type': 'application/json' },
      })
    ).status,
  ).toBe(400)
  expect(
    (
      await raw({
        method: 'POST',
        body: JSON.stringify({ secretName: 'ADMIN_PASSWORD', password: 'x'.repeat(2000) }),
      })
    ).status,
  ).toBe(413)
  expect((await raw({ method: 'GET' })).status).toBe(405)
  const preflight = await raw({
    method: 'OPTIONS',
    headers: { Origin: 'https://mov.example', 'Access-Control-Request-Method': 'POST' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-headers')).toBe(
    'authorization, x-client-info, apikey, content-type, x-retry-count, x-region, x-supabase-api-version',
  )
})

test('a success resets the failure count', async () => {
  for (let i = 0; i < 4; i++)
    expect(await verify('ADMIN_PASSWORD', `wrong-${i}`)).toMatchObject({
      status: 200,
      body: { authenticated: false },
    })
  expect(await verify('ADMIN_PASSWORD', 'admin-local')).toMatchObject({
    status: 200,
    body: { authenticated: true },
  })
  for (let i = 0; i < 4; i++)
    expect(await verify('ESCRITOR_PASSWORD', `wrong-${i}`)).toMatchObject({
      status: 200,
      body: { authenticated: false },
    })
  expect(await verify('ESCRITOR_PASSWORD', 'escritor-local')).toMatchObject({
    status: 200,
    body: { authenticated: true },
  })
})

test('after 5 failures within 15 minutes the address gets 429 with Retry-After, even with the right password; forged forwarding headers change nothing', async () => {
  for (let i = 0; i < 5; i++)
    expect(
      await verify('MOV_PLUS_ADMIN_PASSWORD', `wrong-${i}`, {
        'X-Forwarded-For': `198.51.100.${i + 1}`,
        'CF-Connecting-IP': `198.51.100.${i + 1}`,
      }),
    ).toMatchObject({ status: 200 })
  const blocked = await verify('MOV_PLUS_ADMIN_PASSWORD', 'movplus-local')
  expect(blocked.status).toBe(429)
  expect(blocked.body).toMatchObject({ authenticated: false, error: 'too_many_attempts' })
  expect(Number(blocked.retryAfter)).toBeGreaterThan(880)
  expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(900)
  expect((await verify('ADMIN_PASSWORD', 'admin-local')).status).toBe(429)
})

/** A call from another loopback address (127.0.0.x reaches the backend's 127.0.0.1 on Linux). */
function verifyFrom(localAddress: string, secretName: string, password: string) {
  const url = new URL(`${backend.url}/functions/v1/verify-password`)
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'application/json',
        },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify({ secretName, password }))
  })
}

test('an area over its failure budget slows every address, for at most 30 s each time', async () => {
  // Two wrong tries from each of many addresses: none reaches its own limit of 5.
  const statuses: number[] = []
  for (let i = 0; i < 15; i++) {
    for (const n of [1, 2]) {
      statuses.push(
        (await verifyFrom(`127.0.0.${10 + i}`, 'ESCRITOR_PASSWORD', `area-${n}`)).status,
      )
    }
  }
  // Earlier tests spent 4 of the area's 20 (their success gave its attempt back); one more may
  // have leaked back (one every 30 s) on a slow machine.
  const answered = statuses.filter((s) => s === 200).length
  expect(answered).toBeGreaterThanOrEqual(16)
  expect(answered).toBeLessThanOrEqual(17)
  expect(statuses.slice(-10).every((s) => s === 429)).toBe(true)
  const staff = await verifyFrom('127.0.0.99', 'ESCRITOR_PASSWORD', 'escritor-local')
  expect(staff.status).toBe(429)
  expect(Number(staff.retryAfter)).toBeGreaterThan(0)
  expect(Number(staff.retryAfter)).toBeLessThanOrEqual(30)
  // Another area is not slowed.
  expect((await verifyFrom('127.0.0.99', 'ADMIN_PASSWORD', 'admin-local')).status).toBe(200)
})

test('the counter lives in the database: a restarted backend still refuses the address', async () => {
  await backend.close()
  backend = await startLocalBackend({ dbDir })
  expect((await verify('ADMIN_PASSWORD', 'admin-local')).status).toBe(429)
})

test('the counter table is not reachable through the REST API', async () => {
  const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` }
  const plain = await fetch(`${backend.url}/rest/v1/verify_password_failures?select=*`, { headers })
  expect(plain.status).toBe(404)
  const privateProfile = await fetch(`${backend.url}/rest/v1/verify_password_failures?select=*`, {
    headers: { ...headers, 'Accept-Profile': 'private' },
  })
  expect(privateProfile.status).toBe(406)
  const asService = await fetch(`${backend.url}/rest/v1/verify_password_failures?select=*`, {
    headers: {
      apikey: backend.serviceKey,
      Authorization: `Bearer ${backend.serviceKey}`,
      'Accept-Profile': 'private',
    },
  })
  expect(asService.ok).toBe(false)
})

test('the function logged every outcome without a password or the address', () => {
  const lines = logLines.filter((l) => l.includes('"function":"verify-password"'))
  expect(lines.length).toBeGreaterThan(20)
  expect(lines.some((l) => l.includes('"outcome":"rate_limited"'))).toBe(true)
  for (const line of lines) {
    expect(line).not.toMatch(/admin-local|escritor-local|movplus-local|wrong-\d|127\.0\.0\.1/)
  }
})
