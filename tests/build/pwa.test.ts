// The service worker's precache list (vite/pwa.ts) and the offline page (scripts/pwa.mjs), from a
// made-up build: what a phone downloads at install is the shell, /doar, the donation dialog and
// what the home page needs, not the whole site.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { offlineHtml } from '../../scripts/pwa.mjs'
import { headersFor, parseHeaders } from '../../vite/static-headers'
import { headersFile } from '../../scripts/security-headers.mjs'
import { precacheTransform, precachedAssets, type ViteManifest } from '../../vite/pwa'

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/routes/doar.tsx': { file: 'assets/doar-1.js', imports: ['_donation-content-1.js'] },
  '_donation-content-1.js': { file: 'assets/donation-content-1.js', imports: ['index.html'] },
  'src/features/donation/components/donation-dialog.tsx': {
    file: 'assets/donation-dialog-1.js',
    imports: ['_dialog-1.js', '_donation-content-1.js'],
  },
  '_dialog-1.js': { file: 'assets/dialog-1.js' },
  'src/app/compositions/home-sections.tsx': { file: 'assets/home-sections-1.js' },
  'src/app/routes/admin.tsx': { file: 'assets/admin-1.js', imports: ['_admin-forms-1.js'] },
  '_admin-forms-1.js': { file: 'assets/admin-forms-1.js' },
  'src/app/routes/noticias/detail.tsx': { file: 'assets/detail-1.js' },
}

test('precached: the entry and its imports, /doar, the donation dialog, the home sections; never a staff area', () => {
  const files = precachedAssets(manifest)
  expect([...files].sort()).toEqual([
    'assets/dialog-1.js',
    'assets/doar-1.js',
    'assets/donation-content-1.js',
    'assets/donation-dialog-1.js',
    'assets/home-sections-1.js',
    'assets/index-1.css',
    'assets/index-1.js',
    'assets/react-1.js',
  ])
})

test('the precache list keeps the pages under their addresses and drops what is cached when used', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'mov-pwa-'))
  try {
    mkdirSync(join(dist, '.vite'))
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
    const entry = (url: string) => ({ url, revision: 'r', size: 1 })
    const { manifest: kept } = await precacheTransform(dist)([
      entry('index.html'),
      entry('doar/index.html'),
      entry('spa.html'),
      entry('offline.html'),
      entry('404.html'),
      entry('noticias/um-artigo/index.html'),
      entry('admin/index.html'),
      entry('assets/index-1.js'),
      entry('assets/boot-abc123.js'),
      entry('assets/admin-1.js'),
      entry('assets/detail-1.js'),
      entry('icons/icon-192.png'),
      entry('logo.svg'),
      entry('images/noticias/capa.png'),
    ])
    expect(kept.map((e) => e.url)).toEqual([
      '/',
      '/doar',
      '/spa.html',
      '/offline.html',
      '/assets/index-1.js',
      '/assets/boot-abc123.js',
      '/icons/icon-192.png',
      '/logo.svg',
    ])
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

test('the offline page is the shell with its own title and content, and no script', () => {
  const shell =
    '<html><head><title data-static-head="">MOV — O futuro começa agora</title>\n' +
    '<meta data-static-head="" name="description" content="x">\n' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
    '<body><div id="root"></div></body></html>'
  const page = offlineHtml(shell, { title: 'Você está sem conexão', html: '<main>oi</main>' })
  expect(page).toContain('<title>Você está sem conexão | MOV</title>')
  expect(page).toContain('<meta name="robots" content="noindex">')
  expect(page).toContain('<div id="root"><main>oi</main></div>')
  expect(page).toContain('/assets/index-1.css')
  expect(page).not.toMatch(/<script|modulepreload|name="description"/)
  expect(() => offlineHtml('<body></body>', { title: 't', html: '' })).toThrow(/#root/)
})

test('the service worker and the manifest are always revalidated, the manifest with its own type', () => {
  const rules = parseHeaders(headersFile({}))
  expect(headersFor(rules, '/sw.js').get('Cache-Control')).toBe('no-cache')
  const manifestHeaders = headersFor(rules, '/manifest.webmanifest')
  expect(manifestHeaders.get('Content-Type')).toBe('application/manifest+json; charset=utf-8')
  expect(manifestHeaders.get('Cache-Control')).toBe('no-cache')
  // The worker is a script of the site itself: script-src 'self' (worker-src falls back to it).
  expect(headersFor(rules, '/sw.js').get('Content-Security-Policy')).toContain("script-src 'self'")
})
