// `/functions/v1/:name` runs `supabase/functions/<name>/handler.ts` with the request and a context
// (env, service-role database access, client address). The function here is a fixture written
// into a temporary copy of the project root, so the test does not depend on the real functions.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ROOT_DIR } from '../../local-backend/config'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { corsHeaders } from '../../supabase/functions/_shared/cors'
import { createTestClient } from './support'

const root = mkdtempSync(join(tmpdir(), 'mov-functions-'))
let backend: LocalBackend

const HANDLER = `
export async function handler(request, ctx) {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: { 'Access-Control-Allow-Origin': '*' } })
  const body = await request.json()
  const users = await ctx.db.query('select count(*)::int as n from auth.users where email = $1', [body.email])
  return new Response(
    JSON.stringify({
      echo: body,
      adminPassword: ctx.env('ADMIN_PASSWORD'),
      url: ctx.env('SUPABASE_URL'),
      users: users.rows[0].n,
      forwardedFor: request.headers.get('x-forwarded-for'),
      connectingIp: request.headers.get('cf-connecting-ip'),
      apikey: request.headers.get('apikey'),
    }),
    { status: body.fail ? 401 : 200, headers: { 'Content-Type': 'application/json' } },
  )
}
`

beforeAll(async () => {
  mkdirSync(join(root, 'local-backend'), { recursive: true })
  mkdirSync(join(root, 'supabase/functions/echo'), { recursive: true })
  symlinkSync(join(ROOT_DIR, 'local-backend/sql'), join(root, 'local-backend/sql'))
  symlinkSync(join(ROOT_DIR, 'supabase/migrations'), join(root, 'supabase/migrations'))
  symlinkSync(join(ROOT_DIR, 'supabase/seed.sql'), join(root, 'supabase/seed.sql'))
  symlinkSync(join(ROOT_DIR, 'public'), join(root, 'public'))
  writeFileSync(join(root, 'supabase/functions/echo/handler.ts'), HANDLER)
  for (const name of ['_shared', 'verify-password']) {
    symlinkSync(join(ROOT_DIR, 'supabase/functions', name), join(root, 'supabase/functions', name))
  }
  backend = await startLocalBackend({ dbDir: 'memory', rootDir: root })
})

afterAll(async () => {
  await backend?.close()
  rmSync(root, { recursive: true, force: true })
})

test('functions.invoke reaches the handler with the body, the secrets and service-role database access', async () => {
  const supabase = createTestClient(backend.url, LOCAL_ANON_KEY)
  const { data, error } = await supabase.functions.invoke('echo', {
    body: { email: 'admin@mov.local' },
    // Forged by the caller: the runner replaces both with the socket's address.
    headers: { 'X-Forwarded-For': '198.51.100.7', 'CF-Connecting-IP': '198.51.100.8' },
  })
  expect(error).toBeNull()
  expect(data).toEqual({
    echo: { email: 'admin@mov.local' },
    adminPassword: process.env.ADMIN_PASSWORD || 'admin-local',
    url: backend.url,
    users: 1,
    forwardedFor: '127.0.0.1',
    connectingIp: '127.0.0.1',
    apikey: LOCAL_ANON_KEY,
  })
})

test("a handler's non-2xx answer reaches the caller as FunctionsHttpError with the response", async () => {
  const supabase = createTestClient(backend.url, LOCAL_ANON_KEY)
  const { data, error } = await supabase.functions.invoke('echo', {
    body: { email: 'x', fail: true },
  })
  expect(data).toBeNull()
  expect(error?.name).toBe('FunctionsHttpError')
  expect(error?.context?.status).toBe(401)
})

test('names outside the functions folder are not found', async () => {
  for (const name of ['_shared', '..%2F..%2Fpackage.json', 'nope']) {
    const res = await fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY },
    })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    })
  }
})

test('the real verify-password function answers through the local backend with the local passwords', async () => {
  const supabase = createTestClient(backend.url, LOCAL_ANON_KEY)
  const right = await supabase.functions.invoke('verify-password', {
    body: {
      secretName: 'ESCRITOR_PASSWORD',
      password: process.env.ESCRITOR_PASSWORD || 'escritor-local',
    },
  })
  expect(right.error).toBeNull()
  expect(right.data).toEqual({ authenticated: true })
  const wrong = await supabase.functions.invoke('verify-password', {
    body: { secretName: 'ADMIN_PASSWORD', password: 'errada' },
  })
  expect(wrong.data).toEqual({ authenticated: false })
})

test('a CORS preflight from another origin is handed to the function, which answers it itself', async () => {
  const preflight = (name: string) =>
    fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://outro-site.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    })
  // The fixture's own answer (its body and its single header) comes back as it wrote it.
  const echo = await preflight('echo')
  expect(echo.status).toBe(200)
  expect(await echo.text()).toBe('ok')
  expect(echo.headers.get('access-control-allow-origin')).toBe('*')
  expect(echo.headers.get('access-control-allow-headers')).toBeNull()
  const real = await preflight('verify-password')
  expect(real.status).toBe(204)
  expect(real.headers.get('access-control-allow-headers')).toBe(
    corsHeaders['Access-Control-Allow-Headers'],
  )
  expect(real.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
})
