// The build's page handling without a build: templates, the boot module, the preview's routing.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import {
  fillTemplate,
  htmlFileFor,
  PRERENDER_DATA_ID,
  shellFrom,
  startAfterPaint,
} from '../../scripts/build-site.mjs'
import { answerFor, pageFileFor, parseRedirects, pickEncoding } from '../../vite/prerendered-pages'

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
  expect(page.match(/<title>/g)).toHaveLength(1)
  expect(page).toContain('<title>Loja | MOV</title>')
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

test('the shell keeps its title and loses the description pages write themselves', () => {
  const shell = shellFrom(INDEX)
  expect(shell).toContain('<title>MOV — O futuro começa agora</title>')
  expect(shell).not.toContain('name="description"')
  expect(shell).toContain('<link rel="modulepreload"')
})

test('pre-rendered pages start the entry from a boot module once they have painted', () => {
  const { boot, name, template } = startAfterPaint(INDEX)
  expect(name).toMatch(/^assets\/boot-[0-9a-f]{10}\.js$/)
  expect(template).toContain(`<script type="module" crossorigin src="/${name}"></script>`)
  expect(template).not.toContain('modulepreload')
  expect(template).not.toContain('/assets/index-abc.js')
  expect(boot).toContain('requestAnimationFrame')
  expect(boot).toContain('import("/assets/index-abc.js")')
  expect(boot).toContain('"/assets/react-def.js"')
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
