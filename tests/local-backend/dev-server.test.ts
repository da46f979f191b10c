// `npm run dev` and `npm start` serve the site and nothing else of the project
// (docs/decisions/dev-server-files.md): the real dev server (vite.config.ts, local backend
// included) and the preview server run as child processes on free ports, and every address that
// names the data directory, a secret, the backend's or the database's sources, the tests, the
// scripts or the package files answers 404. Requests go out with their paths as written (`..`,
// `%2e`, `%2F`, backslashes), as an attacker's would: fetch() would normalise them first.
import { spawn, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOCAL_JWT_SECRET, ROOT_DIR } from '../../local-backend/config'
import { LOCAL_ANON_KEY } from '../../src/config/local'

const VITE = join(ROOT_DIR, 'node_modules/vite/bin/vite.js')
const DATA_DIR = join(ROOT_DIR, '.local-data')
const PROBE = `serve-probe-${process.pid}.txt`
const PROBE_TEXT = 'password hash of every account'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

interface Answer {
  status: number
  body: string
  location?: string
}

/** GET `path` exactly as written (no normalisation), with the Host Vite expects. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      // A connection per request (no keep-alive socket the server may have closed).
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: { host: `localhost:${port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            location: res.headers.location,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout on ${path}`)))
    req.on('error', reject)
    req.end()
  })
}

async function startVite(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [VITE, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const port = Number(args[args.indexOf('--port') + 1])
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`vite exited:\n${output}`)
    const up = await get(port, '/').catch(() => null)
    if (up) return child
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill('SIGKILL')
  throw new Error(`vite did not answer:\n${output}`)
}

/** Every address a visitor must not get from the project, in the forms that reach a file. */
function hiddenPaths(): string[] {
  const migration = readdirSync(join(ROOT_DIR, 'supabase/migrations'))[0]!
  return [
    `/.local-data/${PROBE}`,
    `/.local-data/${PROBE}?raw`,
    `/%2elocal-data/${PROBE}`,
    `/%252elocal-data/${PROBE}`,
    `/src/../.local-data/${PROBE}`,
    `/src/%2e%2e/.local-data/${PROBE}`,
    `/@fs${DATA_DIR}/${PROBE}`,
    '/local-backend/config.ts',
    '/local-backend/config.ts?raw',
    '/local-backend/config.ts?import',
    '/@id/local-backend/config.ts',
    `/@fs${ROOT_DIR.replace(/\/$/, '')}/local-backend/config.ts`,
    '/src/..%2Flocal-backend/config.ts',
    '/src/..\\local-backend/config.ts',
    '/store/../local-backend/config.ts',
    '/supabase/seed.sql',
    '/supabase/seed.sql?raw',
    `/supabase/migrations/${migration}`,
    '/supabase%2Fseed.sql',
    '/supabase/config.toml',
    '/supabase/functions/verify-password/handler.ts',
    '/scripts/build-site.mjs',
    '/tests/local-backend/support.ts',
    '/vite/prerendered-pages.ts',
    '/vite.config.ts',
    '/package.json',
    '/package-lock.json',
    '/tsconfig.json',
    '/README.md',
    '/docs/decisions/search.md',
    '/.env.example',
    '/.gitignore',
    '/.git',
    '/.ci/run',
  ]
}

/** What a hidden address must never answer with. */
function expectHidden(path: string, answer: Answer): void {
  expect({ path, status: answer.status }).toEqual({ path, status: 404 })
  expect(answer.body).not.toContain(LOCAL_JWT_SECRET)
  expect(answer.body).not.toContain(PROBE_TEXT)
  expect(answer.body).not.toContain('insert into')
  expect(answer.body).not.toContain(ROOT_DIR.replace(/\/$/, ''))
}

let createdDataDir = false

beforeAll(() => {
  // The data directory of a local backend that ran from this checkout (the servers below keep
  // their database in memory): a file in it stands for its WAL.
  createdDataDir = !existsSync(DATA_DIR)
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(join(DATA_DIR, PROBE), PROBE_TEXT)
})

afterAll(() => {
  rmSync(createdDataDir ? DATA_DIR : join(DATA_DIR, PROBE), { recursive: true, force: true })
})

describe('npm run dev', () => {
  let dev: ChildProcess | undefined
  let port = 0

  beforeAll(async () => {
    port = await freePort()
    dev = await startVite(['--port', String(port), '--strictPort'], { LOCAL_DB_DIR: 'memory' })
    // The backend's first answer waits for its database (migrations and seed, in this process):
    // the tests below then run on a server that is fully up.
    await get(port, '/rest/v1/programas?select=*&limit=1', { apikey: LOCAL_ANON_KEY })
  }, 150_000)

  afterAll(() => {
    dev?.kill('SIGKILL')
  })

  test('the data directory, secrets, sources and package files answer 404', async () => {
    for (const path of hiddenPaths()) expectHidden(path, await get(port, path))
  }, 90_000)

  test('the site, its modules and the local backend are still served', async () => {
    for (const path of ['/', '/index.html', '/noticias', '/favicon.svg', '/@vite/client']) {
      expect({ path, status: (await get(port, path)).status }).toEqual({ path, status: 200 })
    }
    const main = await get(port, '/src/main.tsx')
    expect(main.status).toBe(200)
    expect(main.body).toContain('createRoot')
    const api = await get(port, '/rest/v1/programas?select=*&limit=1', {
      apikey: LOCAL_ANON_KEY,
    })
    expect(api.status).toBe(200)
    expect(JSON.parse(api.body)).toHaveLength(1)
  }, 90_000)

  test('auth links and redirects lead to the address the server listens on, never a forwarded host', async () => {
    const site = `http://localhost:${port}`
    const verify = (redirect: string) =>
      get(port, `/auth/v1/verify?type=signup&token=&redirect_to=${encodeURIComponent(redirect)}`, {
        'x-forwarded-host': 'evil.example',
      })
    const kept = await verify(`${site}/redefinir-senha`)
    expect(kept.status).toBe(303)
    expect(kept.location?.startsWith(`${site}/redefinir-senha`)).toBe(true)
    const foreign = await verify('http://evil.example/redefinir-senha')
    expect(foreign.status).toBe(303)
    expect(foreign.location?.startsWith(`${site}/`)).toBe(true)
    expect(foreign.location).not.toContain('evil.example')
  }, 90_000)
})

describe('npm start (vite preview of dist)', () => {
  let preview: ChildProcess | undefined
  let port = 0
  const dist = mkdtempSync(join(tmpdir(), 'mov-preview-dist-'))

  beforeAll(async () => {
    // A small build: a page, the not-found page, and the build records a static host never
    // needs to serve (Vite's manifest, the placeholder origin).
    mkdirSync(join(dist, '.vite'), { recursive: true })
    const html = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>'
    writeFileSync(join(dist, 'index.html'), html)
    writeFileSync(join(dist, 'spa.html'), html)
    writeFileSync(
      join(dist, '404.html'),
      html.replace('<div', '<h1>Página não encontrada</h1><div'),
    )
    writeFileSync(join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/x.js"}}')
    writeFileSync(join(dist, '.placeholder-origin'), 'http://placeholder.invalid')
    port = await freePort()
    preview = await startVite(
      ['preview', '--outDir', dist, '--port', String(port), '--strictPort'],
      {
        // The hosted services' variables: no local backend (and no database) for this server.
        VITE_SUPABASE_URL: 'https://project.supabase.invalid',
        VITE_STORE_ID: 'preview-test',
      },
    )
  }, 150_000)

  afterAll(() => {
    preview?.kill('SIGKILL')
    rmSync(dist, { recursive: true, force: true })
  })

  test("the build's dotfiles answer 404", async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite%2Fmanifest.json',
      '/%2evite/manifest.json',
      '/.placeholder-origin',
      `/.local-data/${PROBE}`,
      '/.env.example',
    ]) {
      const answer = await get(port, path)
      expect({ path, status: answer.status }).toEqual({ path, status: 404 })
      expect(answer.body).not.toContain('src/main.tsx')
    }
  })

  test("the project's files are never served, only the build's pages", async () => {
    const pages = ['index.html', 'spa.html', '404.html'].map((f) =>
      readFileSync(join(dist, f), 'utf8'),
    )
    for (const path of hiddenPaths()) {
      const answer = await get(port, path)
      expect({ path, page: answer.status === 404 || pages.includes(answer.body) }).toEqual({
        path,
        page: true,
      })
    }
  })

  test('the built page is still served', async () => {
    const home = await get(port, '/')
    expect(home.status).toBe(200)
    expect(home.body).toContain('<div id="root">')
  })
})
