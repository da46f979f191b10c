// The rules of vite/site-files-only.ts on a small project tree: which addresses the dev server and
// the preview server hide (404) and which go on to Vite. The servers themselves are exercised in
// tests/local-backend/dev-server.test.ts.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { isDevHidden, isPreviewHidden, requestPath } from '../../vite/site-files-only'

let root: string
let outside: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mov-site-files-'))
  outside = mkdtempSync(join(tmpdir(), 'mov-linked-modules-'))
  for (const dir of ['src/lib', '.local-data', 'supabase', 'local-backend', 'docs'])
    mkdirSync(join(root, dir), { recursive: true })
  mkdirSync(join(outside, '.vite/deps'), { recursive: true })
  // A linked node_modules, as in a git worktree sharing another checkout's dependencies.
  symlinkSync(outside, join(root, 'node_modules'))
  for (const file of [
    'index.html',
    'package.json',
    '.env',
    'src/main.tsx',
    'src/lib/cn.ts',
    'src/.secret',
    '.local-data/wal',
    'supabase/seed.sql',
    'local-backend/config.ts',
  ])
    writeFileSync(join(root, file), '')
  writeFileSync(join(outside, '.vite/deps/react.js'), '')
})

afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(outside, { recursive: true, force: true })
})

test('addresses naming project files outside the site are hidden, in every encoding', () => {
  for (const url of [
    '/.local-data/wal',
    '/%2elocal-data/wal',
    '/%252elocal-data/wal',
    '/src/../.local-data/wal',
    '/src/%2e%2e/supabase/seed.sql',
    '/src/..%2fsupabase/seed.sql',
    '/src/..\\supabase/seed.sql',
    '/supabase%2Fseed.sql',
    '/supabase/seed.sql?raw',
    '/local-backend/config.ts?import',
    '/@id/local-backend/config.ts',
    '/rest/v1/../../supabase/seed.sql',
    '/package.json',
    '/.env',
    '/docs',
    '/src/.secret',
    '/%E0%A4%A',
  ])
    expect({ url, hidden: isDevHidden(root, url) }).toEqual({ url, hidden: true })
})

test('/@fs/ reaches only the served entries, also through a linked node_modules', () => {
  expect(isDevHidden(root, `/@fs${root}/supabase/seed.sql`)).toBe(true)
  expect(isDevHidden(root, `/@fs${root}/.local-data/wal`)).toBe(true)
  expect(isDevHidden(root, `/@fs${root}/src/.secret`)).toBe(true)
  expect(isDevHidden(root, '/@fs/etc/passwd')).toBe(true)
  expect(isDevHidden(root, `/@fs${root}/src/lib/cn.ts`)).toBe(false)
  expect(isDevHidden(root, `/@fs${outside}/.vite/deps/react.js`)).toBe(false)
})

test('the site, its modules, its routes and the local backend go on to Vite', () => {
  for (const url of [
    '/',
    '/index.html',
    '/src/main.tsx',
    '/src/lib/cn.ts?raw',
    '/node_modules/.vite/deps/react.js?v=1',
    '/@vite/client',
    '/@react-refresh',
    '/@id/react',
    '/noticias/uma-noticia',
    '/favicon.svg',
    '/rest/v1/programas?select=*',
    '/storage/v1/object/public/media/.keep',
  ])
    expect({ url, hidden: isDevHidden(root, url) }).toEqual({ url, hidden: false })
})

test("the preview hides the build's dotfiles only", () => {
  expect(isPreviewHidden('/.vite/manifest.json')).toBe(true)
  expect(isPreviewHidden('/%2evite/manifest.json')).toBe(true)
  expect(isPreviewHidden('/.placeholder-origin')).toBe(true)
  expect(isPreviewHidden('/assets/index-abc.js')).toBe(false)
  expect(isPreviewHidden('/noticias')).toBe(false)
  expect(isPreviewHidden('/storage/v1/object/public/media/.keep')).toBe(false)
})

test('request paths are decoded and normalised as a file server would read them', () => {
  expect(requestPath('/a/./b/../c%2Fd?x=1#y')).toBe('/a/c/d')
  expect(requestPath('/a\\..\\b')).toBe('/b')
  expect(requestPath('/a%00b')).toBeNull()
})
