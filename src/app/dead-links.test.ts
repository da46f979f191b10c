// Every internal link the app declares in src/config/paths.ts must resolve to a route of the
// router, not to the catch-all not-found page. (The e2e content walk does the same for every link
// the built site renders.)
import { matchPath } from 'react-router-dom'
import { expect, test } from 'vitest'
import {
  accessibilityLink,
  adminLink,
  institutionalLinks,
  joinLink,
  mainLinks,
  networkLinks,
  pageMeta,
  privacyLink,
  resourceLinks,
} from '@/config/paths'
import { hitPath } from '@/features/search/kinds'
import { sectionLinks } from '@/features/search/messages'
import { adminRoutePath, contentRoutePaths, newsroomRoutePath, routeTable } from './router'

const patterns = [
  '/',
  ...contentRoutePaths,
  ...routeTable.map((r) => r.path),
  adminRoutePath,
  newsroomRoutePath,
]

function resolvesToRoute(href: string): boolean {
  const { pathname } = new URL(href, 'http://mov.test')
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null)
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

test('every link declared for the header, the mega-menus and page metadata resolves to a route', () => {
  const declared = [
    ...institutionalLinks,
    ...networkLinks,
    ...resourceLinks,
    ...mainLinks,
    joinLink,
    adminLink,
    privacyLink,
    accessibilityLink,
  ].map((l) => l.href)
  const all = [...new Set([...declared, ...Object.keys(pageMeta)])]
  expect(all.length).toBeGreaterThan(25)
  expect(all.filter((href) => !resolvesToRoute(href))).toEqual([])
})

test('the links the content pages build resolve to routes', () => {
  const id = '00000000-0000-4000-8000-000000000001'
  const built = [
    '/noticias',
    `/noticias/${id}`,
    '/noticias/um-slug',
    `/autores/${id}`,
    '/institucional/institutos',
    `/institutos/${id}`,
    '/redes-e-projetos/pesquisas',
    `/pesquisas/${id}`,
    '/redes-e-projetos/trilhas-formativas',
    `/trilhas/${id}`,
    `/trilhas/${id}/modulo/${id}`,
  ]
  expect(built.filter((href) => !resolvesToRoute(href))).toEqual([])
})

test('the site search links every kind of result and every suggested section to a route', () => {
  const id = '00000000-0000-4000-8000-000000000001'
  const kinds = ['noticia', 'programa', 'pesquisa', 'trilha', 'manifesto', 'publicacao'] as const
  const built = [
    '/busca?q=saude',
    ...kinds.map((kind) => hitPath({ kind, id, slug: 'um-slug', title: 'Título' })),
    ...sectionLinks.map((l) => l.href),
  ]
  expect(built).toHaveLength(13)
  expect(built.filter((href) => !resolvesToRoute(href))).toEqual([])
})
