import { expect, expectTypeOf, test } from 'vitest'
import * as paths from './paths'
import {
  authorPath,
  href,
  institutePath,
  newsArticlePath,
  productPath,
  programPath,
  programsPath,
  researchPath,
  trackModulePath,
  trackPath,
  type DynamicRoutePath,
  type RouteParams,
} from './paths'

/** Every route pattern the module declares: its exports named `...Path`. */
const patterns = Object.entries(paths).flatMap(([name, value]) =>
  name.endsWith('Path') && typeof value === 'string' ? [value] : [],
)

test('every route pattern is an absolute address, declared once', () => {
  expect(patterns.length).toBeGreaterThan(35)
  expect(new Set(patterns).size).toBe(patterns.length)
  for (const pattern of patterns) {
    expect(pattern).toMatch(/^\/([a-z0-9-]+|:[a-zA-Z]+)?(\/([a-z0-9-]+|:[a-zA-Z]+))*$/)
  }
})

test('href fills the parameters of every pattern that has them', () => {
  expect(href(programPath, { id: 'p1' })).toBe('/programas/p1')
  expect(href(newsArticlePath, { id: 'encontro-nacional' })).toBe('/noticias/encontro-nacional')
  expect(href(authorPath, { id: 'a1' })).toBe('/autores/a1')
  expect(href(institutePath, { id: 'i1' })).toBe('/institutos/i1')
  expect(href(researchPath, { id: 'r1' })).toBe('/pesquisas/r1')
  expect(href(trackPath, { id: 't1' })).toBe('/trilhas/t1')
  expect(href(trackModulePath, { trilhaId: 't1', moduloId: 'm2' })).toBe('/trilhas/t1/modulo/m2')
  expect(href(productPath, { id: 'camiseta' })).toBe('/product/camiseta')
})

test('href encodes each value as one path segment', () => {
  expect(href(newsArticlePath, { id: 'a b/ç?x#y' })).toBe('/noticias/a%20b%2F%C3%A7%3Fx%23y')
  expect(href(trackModulePath, { trilhaId: '../admin', moduloId: '%' })).toBe(
    '/trilhas/..%2Fadmin/modulo/%25',
  )
})

test('the patterns href accepts are exactly the ones with parameters', () => {
  const dynamic: DynamicRoutePath[] = [
    programPath,
    newsArticlePath,
    authorPath,
    institutePath,
    researchPath,
    trackPath,
    trackModulePath,
    productPath,
  ]
  expect(patterns.filter((p) => p.includes(':')).sort()).toEqual([...dynamic].sort())
  for (const pattern of dynamic) expect(href(pattern, sampleParams(pattern))).not.toContain(':')

  expectTypeOf<RouteParams<typeof trackModulePath>>().toEqualTypeOf<'trilhaId' | 'moduloId'>()
  expectTypeOf<RouteParams<typeof programPath>>().toEqualTypeOf<'id'>()
  expectTypeOf<RouteParams<typeof programsPath>>().toEqualTypeOf<never>()
  // @ts-expect-error a route without parameters is its own address
  expectTypeOf(href).toBeCallableWith(programsPath, {})
  // @ts-expect-error every parameter of the pattern is required
  expectTypeOf(href).toBeCallableWith(trackModulePath, { trilhaId: 't1' })
  // @ts-expect-error only the site's own patterns
  expectTypeOf(href).toBeCallableWith('/noticia/:id', { id: 'x' })
})

function sampleParams(pattern: DynamicRoutePath): Record<string, string> {
  return Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x']))
}
