// A browser on another origin calling a function of the local backend: its CORS preflight must be
// answered by the function itself, as on Supabase, on both servers that mount the backend on the
// site's origin (`npm run dev`: Vite's dev server; `npm start`: `vite preview`), not by Vite's own
// CORS middleware, which runs before every plugin and knows nothing of the function's headers.
// (The standalone server's is in functions.test.ts.) The servers run in this process, with the
// project's vite.config.ts and an in-memory database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { corsHeaders as sdkCorsHeaders } from '@supabase/supabase-js/cors'
import {
  createServer as createViteServer,
  preview,
  type PreviewServer,
  type ViteDevServer,
} from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROOT_DIR, areaPassword } from '../../local-backend/config'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { corsHeaders } from '../../supabase/functions/_shared/cors'

const OTHER_ORIGIN = 'https://outro-site.example'
/** What supabase-js sends to a function: the browser asks the preflight to allow these. */
const REQUESTED_HEADERS = 'authorization, x-client-info, apikey, content-type'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function preflight(url: string, path: string, method = 'POST'): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: OTHER_ORIGIN,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': REQUESTED_HEADERS,
    },
  })
}

/** The function's own answer to the preflight (supabase/functions/_shared/cors.ts). */
async function expectFunctionPreflight(url: string) {
  const answer = await preflight(url, '/functions/v1/verify-password')
  expect(answer.status).toBe(204)
  expect({
    origin: answer.headers.get('access-control-allow-origin'),
    headers: answer.headers.get('access-control-allow-headers'),
    methods: answer.headers.get('access-control-allow-methods'),
    maxAge: answer.headers.get('access-control-max-age'),
  }).toEqual({
    origin: '*',
    headers: corsHeaders['Access-Control-Allow-Headers'],
    methods: 'POST, OPTIONS',
    maxAge: '86400',
  })
  // Then the call itself, from that origin, is readable there.
  const call = await fetch(`${url}/functions/v1/verify-password`, {
    method: 'POST',
    headers: {
      Origin: OTHER_ORIGIN,
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      secretName: 'ADMIN_PASSWORD',
      password: areaPassword('ADMIN_PASSWORD'),
    }),
  })
  expect(call.status).toBe(200)
  expect(call.headers.get('access-control-allow-origin')).toBe('*')
  expect(await call.json()).toEqual({ authenticated: true })
}

/** The other APIs' preflight is the backend's (every header supabase-js may send to them). */
async function expectApiPreflight(url: string) {
  const answer = await preflight(url, '/rest/v1/programas', 'GET')
  expect(answer.status).toBe(204)
  expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  expect(answer.headers.get('access-control-allow-headers')).toContain('prefer')
}

test("the function allows every header supabase-js may send, by the SDK's own list", () => {
  const allowed = corsHeaders['Access-Control-Allow-Headers']!.split(/,\s*/)
  const sdk = (sdkCorsHeaders['Access-Control-Allow-Headers'] ?? '').split(/,\s*/)
  expect(sdk.length).toBeGreaterThan(3)
  for (const header of sdk) expect(allowed).toContain(header)
})

describe('npm run dev (the Vite dev server with the local backend)', () => {
  let server: ViteDevServer | undefined
  let url = ''
  beforeAll(async () => {
    process.env.LOCAL_DB_DIR = 'memory'
    server = await createViteServer({
      root: ROOT_DIR,
      configFile: join(ROOT_DIR, 'vite.config.ts'),
      server: {
        port: await freePort(),
        strictPort: true,
        host: '127.0.0.1',
        hmr: false,
        watch: null,
      },
      logLevel: 'warn',
    })
    await server.listen()
    url = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  test('the function answers its own preflight from another origin', async () => {
    await expectFunctionPreflight(url)
    await expectApiPreflight(url)
  }, 120_000)

  test("the site's own files keep Vite's CORS rule: no other origin", async () => {
    const answer = await preflight(url, '/src/main.tsx', 'GET')
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const local = await fetch(`${url}/src/main.tsx`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    })
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
  })
})

describe('npm start (vite preview with the local backend)', () => {
  let server: PreviewServer | undefined
  let url = ''
  const dist = mkdtempSync(join(tmpdir(), 'mov-cors-dist-'))
  beforeAll(async () => {
    process.env.LOCAL_DB_DIR = 'memory'
    const html = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>'
    for (const page of ['index.html', 'spa.html', '404.html']) writeFileSync(join(dist, page), html)
    writeFileSync(join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
    server = await preview({
      root: ROOT_DIR,
      configFile: join(ROOT_DIR, 'vite.config.ts'),
      build: { outDir: dist },
      preview: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
      logLevel: 'warn',
    })
    url = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    rmSync(dist, { recursive: true, force: true })
  })

  test('the function answers its own preflight from another origin', async () => {
    await expectFunctionPreflight(url)
    await expectApiPreflight(url)
  }, 120_000)
})
