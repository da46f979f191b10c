// The host configuration the build writes (dist/_redirects), answered by the preview server's
// reading of it (vite/prerendered-pages.ts): a temporary dist with every pre-rendered page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { answerFor } from '../../vite/prerendered-pages'
import { routeAliases } from './route-aliases'
import { prerenderPaths } from './router'
import { NOT_FOUND_RENDER_PATH, routePatterns, staticHostRedirects } from './static-host'

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'mov-host-'))
  for (const path of prerenderPaths) {
    const file = join(dist, path === '/' ? '' : path.slice(1), 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, path)
  }
  writeFileSync(join(dist, 'spa.html'), 'shell')
  writeFileSync(join(dist, '404.html'), 'not found')
  writeFileSync(join(dist, '_redirects'), staticHostRedirects())
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

test('every route of the router answers 200: its pre-rendered page or the app shell', () => {
  for (const pattern of routePatterns()) {
    const address = pattern.replace(/:\w+/g, 'um-id').replace(/\*$/, 'uma/pagina')
    const answer = answerFor(dist, address)
    expect(answer, address).toMatchObject({ status: 200 })
    const file = 'file' in answer ? answer.file : ''
    expect(file, address).toBe(
      prerenderPaths.includes(address)
        ? join(dist, address.slice(1), 'index.html')
        : join(dist, 'spa.html'),
    )
  }
  expect(answerFor(dist, '/admin')).toEqual({ status: 200, file: join(dist, 'spa.html') })
  expect(answerFor(dist, '/noticias/uma-noticia/')).toEqual({
    status: 200,
    file: join(dist, 'spa.html'),
  })
})

test('an address that is no route answers 404 with the not-found page', () => {
  for (const address of [
    '/nao-existe',
    '/noticias/uma/outra',
    '/institucional/x',
    NOT_FOUND_RENDER_PATH,
  ]) {
    expect(answerFor(dist, address), address).toEqual({
      status: 404,
      file: join(dist, '404.html'),
    })
  }
})

test('Portuguese aliases redirect permanently, keeping the id and the query', () => {
  expect(answerFor(dist, '/loja')).toEqual({ status: 301, location: '/store' })
  expect(answerFor(dist, '/loja/prod_1', '?cor=azul')).toEqual({
    status: 301,
    location: '/product/prod_1?cor=azul',
  })
  expect(answerFor(dist, '/noticia/uma-noticia')).toEqual({
    status: 301,
    location: '/noticias/uma-noticia',
  })
})

test('pre-rendered pages need no rule: the host serves them as files', () => {
  const rules = staticHostRedirects()
  expect(rules).not.toMatch(/^\/store /m)
  expect(rules).toMatch(/^\/noticias\/:id \/spa\.html 200$/m)
  expect(rules).not.toMatch(/^\/\* /m)
})

test('every alias leads to an address the host serves with 200', () => {
  for (const { from, to } of routeAliases) {
    const answer = answerFor(dist, from.replace(/:id/g, 'um-id'))
    expect(answer, from).toEqual({ status: 301, location: to.replace(/:id/g, 'um-id') })
    expect(answerFor(dist, to.replace(/:id/g, 'um-id')), to).toMatchObject({ status: 200 })
  }
})
