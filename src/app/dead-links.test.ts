// Every route the paths module (src/config/paths.ts) declares is mounted by the router, every address
// it builds or links to resolves to a route of the router (not to the catch-all not-found page), and
// no page writes an address by hand, so a link can only be made from those routes. (The e2e content
// walk does the same for every link the built site renders.)
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { matchPath } from 'react-router-dom'
import { expect, test } from 'vitest'
import * as paths from '@/config/paths'
import { href, pageMeta, type DynamicRoutePath } from '@/config/paths'
import { newsPath } from '@/features/news/components/news-card'
import { hitPath } from '@/features/search/kinds'
import { sectionLinks } from '@/features/search/messages'
import { routeAliases } from './route-aliases'
import { adminRoutePath, contentRoutePaths, newsroomRoutePath, routeTable } from './router'

const routerPatterns = [
  '/',
  ...contentRoutePaths,
  ...routeTable.map((r) => r.path),
  adminRoutePath,
  newsroomRoutePath,
]

/** The route patterns of the paths module: its exports named `...Path`. */
const declared = Object.entries(paths).flatMap(([name, value]) =>
  name.endsWith('Path') && typeof value === 'string' ? [value] : [],
)

/** The router's pattern an address opens, or undefined for the not-found page. */
function routeOf(address: string): string | undefined {
  const { pathname } = new URL(address, 'http://mov.test')
  return routerPatterns.find((pattern) => matchPath({ path: pattern, end: true }, pathname))
}
const resolvesToRoute = (address: string) => routeOf(address) !== undefined

/** Every `href` found in a value of the paths module (links, columns of links, lists of them). */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'href' && typeof v === 'string' ? [v] : hrefsIn(v),
  )
}

test('the route matcher tells real routes from dead ones', () => {
  expect(resolvesToRoute('/noticias/encontro-nacional-2026-maceio')).toBe(true)
  expect(resolvesToRoute('/trilhas/abc/modulo/def')).toBe(true)
  expect(resolvesToRoute('/noticias?pagina=2')).toBe(true)
  expect(resolvesToRoute('/institucional/nao-existe')).toBe(false)
  expect(resolvesToRoute('/noticia/1')).toBe(false)
  expect(resolvesToRoute('/admin')).toBe(true)
  expect(resolvesToRoute('/admin/programas/novo')).toBe(true)
  expect(resolvesToRoute('/administrador')).toBe(false)
})

test('the router mounts the routes of the paths module and no address of its own', () => {
  const mounted = routerPatterns.map((p) => p.replace(/\/\*$/, ''))
  const fromPathsModule = new Set([...declared, ...contentRoutePaths])
  expect(mounted.filter((p) => !fromPathsModule.has(p))).toEqual([])
})

test('every route of the paths module opens its own route, its parameters built by href', () => {
  expect(declared.length).toBeGreaterThan(35)
  for (const pattern of declared) {
    const names = [...pattern.matchAll(/:(\w+)/g)].map(([, name]) => name)
    // A value that only survives as one segment if href encodes it.
    const params = Object.fromEntries(names.map((name) => [name, `um ${name}/ç`]))
    const address = names.length ? href(pattern as DynamicRoutePath, params) : pattern
    const route = routeOf(address)
    expect(route, address).toBeDefined()
    if (names.length) {
      expect(route).toBe(pattern)
      // The router matches the address percent-encoded (each value one segment) and then decodes.
      const matched = Object.entries(matchPath(pattern, address)?.params ?? {})
      expect(Object.fromEntries(matched.map(([k, v]) => [k, decodeURIComponent(v ?? '')]))).toEqual(
        params,
      )
    }
  }
})

test('every link of the header, the mega-menus, the footer and the page metadata resolves to a route', () => {
  const links = [...new Set([...hrefsIn(Object.values(paths)), ...Object.keys(pageMeta)])]
  expect(links.length).toBeGreaterThan(25)
  expect(links.filter((address) => !resolvesToRoute(address))).toEqual([])
})

test('the links the pages build and the aliases lead to routes', () => {
  const id = '00000000-0000-4000-8000-000000000001'
  const kinds = ['noticia', 'programa', 'pesquisa', 'trilha', 'manifesto', 'publicacao'] as const
  const built = [
    newsPath({ id, slug: null }),
    newsPath({ id, slug: 'um-slug' }),
    ...kinds.map((kind) => hitPath({ kind, id, slug: 'um-slug', title: 'Título' })),
    ...sectionLinks.map((l) => l.href),
    ...routeAliases.map((a) => a.to.replace(/:\w+/g, id)),
  ]
  expect(built).toHaveLength(14 + routeAliases.length)
  expect(built.filter((address) => !resolvesToRoute(address))).toEqual([])
})

// What "an address written by hand" looks like: a link attribute, a navigation or a string that
// starts with the first segment of a route of the site ("/programas", `/trilhas/${id}`, ...).
const firstSegments = [
  ...new Set([...declared, ...contentRoutePaths].flatMap((p) => p.split('/')[1] || [])),
]
const handWritten = new RegExp(
  [
    String.raw`\b(?:to|href|backTo|path)=["'\x60{]*\/`,
    String.raw`\bnavigate\(\s*["'\x60]\/`,
    String.raw`["'\x60]\/(?:${firstSegments.join('|')})(?:["'\x60/?#$])`,
  ].join('|'),
)

/** Files that declare routes or addresses that are not links of the site. */
const exempt = new Set([
  'src/config/paths.ts',
  'src/config/content-pages.ts',
  // The aliases' own addresses are not routes; their targets are.
  'src/app/route-aliases.ts',
])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

test('no page writes an address of the site by hand: links are built from the paths module', () => {
  expect(firstSegments).toEqual(expect.arrayContaining(['programas', 'noticias', 'trilhas']))
  expect(handWritten.test('<Link to="/noticia/x">')).toBe(true)
  expect(handWritten.test('to={`/trilhas/${t.id}`}')).toBe(true)
  expect(handWritten.test("navigate('/login')")).toBe(true)
  expect(handWritten.test("storeRequest('/products')")).toBe(false)
  const root = join(__dirname, '..', '..')
  const found = sourceFiles(join(root, 'src'))
    .map((file) => relative(root, file))
    .filter((file) => !exempt.has(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => !/^(\/\/|\*|\/\*)/.test(line) && handWritten.test(line))
        .map(({ line, at }) => `${at}: ${line}`),
    )
  expect(found).toEqual([])
})
