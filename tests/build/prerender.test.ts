// The build's page handling without a build: templates, the boot module, the preview's routing.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import {
  checkSiteUrl,
  fillTemplate,
  htmlFileFor,
  itemFileFor,
  PLACEHOLDER_ORIGIN_FILE,
  PRERENDER_DATA_ID,
  shellFrom,
  startAfterPaint,
  withHead,
} from '../../scripts/build-site.mjs'
import {
  answerFor,
  PLACEHOLDER_ORIGIN_FILE as PREVIEW_PLACEHOLDER_ORIGIN_FILE,
  pageFileFor,
  parseRedirects,
  pickEncoding,
  requestOrigin,
  rewriteOrigin,
} from '../../vite/prerendered-pages'

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>MOV — O futuro começa agora</title>
    <meta
      name="description"
      content="x"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

test('a page gets its own head tags, its HTML, and its rows as inert JSON', () => {
  const page = fillTemplate(INDEX, {
    path: '/store',
    head: '<title>Loja | MOV</title><meta name="description" content="Produtos"/>',
    html: '<main id="conteudo"><h1>Loja</h1></main>',
    data: { queries: [{ text: '</script><script>alert(1)</script>' }] },
  })
  expect(page.match(/<title/g)).toHaveLength(1)
  expect(page).toContain('<title data-static-head="">Loja | MOV</title>')
  expect(page.match(/name="description"/g)).toHaveLength(1)
  expect(page).toContain('<div id="root" data-prerendered="/store"><main id="conteudo">')
  expect(page).toContain(`<script type="application/json" id="${PRERENDER_DATA_ID}">`)
  // A "</script>" in the data cannot close the element.
  expect(page).not.toContain('</script><script>alert(1)')
  expect(page).toContain('\\u003c/script>')
})

test('a page whose HTML holds a script is refused', () => {
  expect(() =>
    fillTemplate(INDEX, { path: '/', head: '', html: '<main id="conteudo"><script>x</script>' }),
  ).toThrow(/inline script/)
})

test('the shell carries the site head tags, marked static, without a canonical address', () => {
  const shell = shellFrom(
    INDEX,
    '<title>MOV</title><meta name="description" content="Site"/><link rel="canonical" href="http://localhost:4173/"/><meta property="og:url" content="http://localhost:4173/"/><meta property="og:title" content="MOV"/>',
  )
  expect(shell.match(/<title/g)).toHaveLength(1)
  expect(shell).toContain('<title data-static-head="">MOV</title>')
  expect(shell.match(/name="description"/g)).toHaveLength(1)
  expect(shell).toContain('<meta data-static-head="" property="og:title" content="MOV"/>')
  expect(shell).not.toMatch(/canonical|og:url/)
  expect(shell).toContain('<link rel="modulepreload"')
})

test('an item page is the shell with its own head tags, each marked for the app to replace', () => {
  const page = withHead(
    INDEX,
    '<title>Notícia | MOV</title><meta name="description" content="A &amp; B"/><link rel="canonical" href="http://localhost:4173/noticias/a"/>',
  )
  expect(page.match(/<title/g)).toHaveLength(1)
  expect(page.match(/name="description"/g)).toHaveLength(1)
  expect(page).toContain('<link data-static-head="" rel="canonical"')
  expect(page).toContain('<div id="root"></div>')
  expect(page).not.toContain('data-prerendered')
  // The shell's scripts stay: the app renders the page in the browser.
  expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js">')
})

test('item addresses map to files inside dist only', () => {
  expect(itemFileFor('/d', '/noticias/uma')).toBe(join('/d', 'noticias', 'uma', 'index.html'))
  expect(itemFileFor('/d', '/product/prod%5Fx')).toBe(join('/d', 'product', 'prod_x', 'index.html'))
  for (const bad of ['/noticias/..', '/noticias/%2e%2e/x', '/', '/a/%5Cb', '/%E0%A4%A'])
    expect(itemFileFor('/d', bad), bad).toBeNull()
})

test('a build for a hosted project needs the site address', () => {
  expect(() => checkSiteUrl({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toThrow(
    /VITE_SITE_URL is required/,
  )
  expect(() =>
    checkSiteUrl({ VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SITE_URL: 'mov.org.br' }),
  ).toThrow(/must be the site's origin/)
  expect(() =>
    checkSiteUrl({
      VITE_SUPABASE_URL: 'https://x.supabase.co',
      VITE_SITE_URL: 'https://mov.org.br',
    }),
  ).not.toThrow()
  expect(() => checkSiteUrl({})).not.toThrow()
})

test('the placeholder origin is rewritten to the request origin; a malformed Host is refused', () => {
  expect(requestOrigin('127.0.0.1:4173')).toBe('http://127.0.0.1:4173')
  expect(requestOrigin('mov.local')).toBe('http://mov.local')
  expect(requestOrigin('[::1]:8080')).toBe('http://[::1]:8080')
  for (const bad of [undefined, '', 'a b', 'x"/><script>', 'evil.com/path'])
    expect(requestOrigin(bad), String(bad)).toBeNull()
  const html =
    '<link rel="canonical" href="http://localhost:4173/a"/><loc>http://localhost:4173/</loc>'
  expect(rewriteOrigin(html, 'http://localhost:4173', 'http://127.0.0.1:5000')).toBe(
    '<link rel="canonical" href="http://127.0.0.1:5000/a"/><loc>http://127.0.0.1:5000/</loc>',
  )
  expect(rewriteOrigin(html, '', 'http://127.0.0.1:5000')).toBe(html)
})

test('pre-rendered pages start the entry from a boot module once they have painted', () => {
  const { boot, name, template } = startAfterPaint(INDEX)
  expect(name).toMatch(/^assets\/boot-[0-9a-f]{10}\.js$/)
  expect(template).toContain(`<script type="module" crossorigin src="/${name}"></script>`)
  expect(template).not.toContain('modulepreload')
  expect(template).not.toContain('/assets/index-abc.js')
  expect(boot).toContain('requestAnimationFrame')
  expect(boot).toMatch(/import\(["`]\/assets\/index-abc\.js["`]\)/)
  expect(boot).toMatch(/["`]\/assets\/react-def\.js["`]/)
  // The header's taps before the app runs (scripts/early-taps.js); minified, as the whole module.
  expect(boot).toContain('mov-live')
  expect(boot).not.toMatch(/\/\/ (Taps between|One chunk after)/)
})

test('paths map to files', () => {
  expect(htmlFileFor('/')).toBe('index.html')
  expect(htmlFileFor('/institucional/parceiros')).toBe('institucional/parceiros/index.html')
})

const dist = mkdtempSync(join(tmpdir(), 'mov-dist-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

test('the preview answers a pre-rendered page, or the shell, never a file outside dist', () => {
  mkdirSync(join(dist, 'store'), { recursive: true })
  writeFileSync(join(dist, 'store', 'index.html'), 'loja')
  writeFileSync(join(dist, 'spa.html'), 'shell')
  expect(pageFileFor(dist, '/store')).toBe(join(dist, 'store', 'index.html'))
  expect(pageFileFor(dist, '/store/')).toBe(join(dist, 'store', 'index.html'))
  expect(pageFileFor(dist, '/noticias/uma')).toBe(join(dist, 'spa.html'))
  expect(pageFileFor(dist, '/../../etc')).toBe(join(dist, 'spa.html'))
})

test('an item with a crawler page gets it; an unknown item the shell, through _redirects', () => {
  const items = mkdtempSync(join(tmpdir(), 'mov-dist-items-'))
  mkdirSync(join(items, 'noticias', 'uma'), { recursive: true })
  writeFileSync(join(items, 'noticias', 'uma', 'index.html'), 'uma')
  writeFileSync(join(items, 'spa.html'), 'shell')
  writeFileSync(join(items, '404.html'), 'not found')
  writeFileSync(join(items, '_redirects'), '/noticias/:id /spa.html 200\n')
  expect(answerFor(items, '/noticias/uma')).toEqual({
    status: 200,
    file: join(items, 'noticias', 'uma', 'index.html'),
  })
  expect(answerFor(items, '/noticias/outra')).toEqual({
    status: 200,
    file: join(items, 'spa.html'),
  })
  expect(answerFor(items, '/noticias/uma/x')).toEqual({
    status: 404,
    file: join(items, '404.html'),
  })
  rmSync(items, { recursive: true, force: true })
})

test('Brotli first, then gzip, as the browser allows', () => {
  expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(pickEncoding('gzip')).toBe('gzip')
  expect(pickEncoding(undefined)).toBe('identity')
})

test('the preview reads _redirects as the host does: placeholders, splats, first match wins', () => {
  const rules = parseRedirects(
    ['# comment', '/loja /store 301', '/a/:id/b /spa.html 200', '/x/* /spa.html 200', ''].join(
      '\n',
    ),
  )
  expect(rules.map((r) => r.status)).toEqual([301, 200, 200])
  expect(rules[1]!.pattern.exec('/a/42/b')?.groups).toEqual({ id: '42' })
  expect(rules[1]!.pattern.test('/a/42/c')).toBe(false)
  expect(rules[2]!.pattern.exec('/x/y/z')?.groups).toEqual({ splat: 'y/z' })
})

test('without a _redirects file (an older build) every page address gets the shell', () => {
  const old = mkdtempSync(join(tmpdir(), 'mov-dist-old-'))
  writeFileSync(join(old, 'spa.html'), 'shell')
  expect(answerFor(old, '/qualquer/coisa')).toEqual({ status: 200, file: join(old, 'spa.html') })
  rmSync(old, { recursive: true, force: true })
})

test('the build and the preview server name the same placeholder-origin file', () => {
  // Two copies (a .mjs script and a .ts plugin cannot share a module without a loader): held equal.
  expect(PREVIEW_PLACEHOLDER_ORIGIN_FILE).toBe(PLACEHOLDER_ORIGIN_FILE)
})
