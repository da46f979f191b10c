import { expect, test } from 'vitest'
import { contentRest, failingTable } from '@/testing/content-rest'
import { programRow, uuid } from '@/testing/content-factories'
import { server } from '@/testing/msw-server'
import { mug, shirt, storeHandlers } from '@/testing/store-fixtures'
import { readSiteIndex, ROBOTS_DISALLOW, siteFiles } from './site-files'
import { prerenderPaths } from './router'

const ORIGIN = 'https://mov.org.br'
const authorId = uuid(900)

const news = (n: number, extra: Record<string, unknown> = {}) => ({
  id: uuid(n),
  slug: `noticia-${n}`,
  title: `Notícia ${n}`,
  summary: `Resumo da notícia ${n}.`,
  body: 'Texto.',
  cover_image_url: `/images/noticia-${n}.jpg`,
  published_at: `2026-10-0${n}T12:00:00Z`,
  updated_at: `2026-10-1${n}T12:00:00Z`,
  author_id: authorId,
  is_published: true,
  ...extra,
})

const tables = {
  noticias: [
    news(1),
    news(2, { title: 'Arte & <cultura>', author_id: null }),
    news(3, { slug: 'rascunho', title: 'Rascunho secreto', is_published: false }),
    news(4, { slug: 'agendada', title: 'Agendada', published_at: '2099-01-01T12:00:00Z' }),
  ],
  autores: [
    {
      id: authorId,
      name: 'Ana Souza',
      bio: 'Jornalista.',
      avatar_url: null,
      updated_at: '2026-01-01T00:00:00Z',
    },
  ],
  programas: [
    programRow(1, { updated_at: '2026-02-01T00:00:00Z' }),
    programRow(2, { is_active: false, title: 'Programa encerrado' }),
  ],
  pesquisas: [
    {
      id: uuid(30),
      slug: 'p',
      title: 'Pesquisa',
      summary: 'Resumo.',
      authors: 'A',
      year: 2025,
      cover_image_url: null,
      is_published: true,
      updated_at: '2026-03-01T00:00:00Z',
    },
    {
      id: uuid(31),
      slug: 'q',
      title: 'Oculta',
      summary: 'x',
      authors: 'A',
      year: 2025,
      cover_image_url: null,
      is_published: false,
      updated_at: '2026-03-01T00:00:00Z',
    },
  ],
  trilhas: [
    {
      id: uuid(40),
      title: 'Trilha',
      description: 'Descrição.',
      cover_image_url: null,
      is_published: true,
      updated_at: '2026-04-01T00:00:00Z',
    },
  ],
  // A module of the published track, and one whose track the visitor cannot see.
  trilha_modulos: [
    { id: uuid(41), trilha_id: uuid(40), title: 'Módulo 1', display_order: 1 },
    { id: uuid(42), trilha_id: uuid(49), title: 'Módulo oculto', display_order: 1 },
  ],
  institutos: [
    {
      id: uuid(50),
      name: 'Instituto',
      city: 'Maceió',
      state: 'AL',
      description: null,
      logo_url: null,
      is_active: true,
      updated_at: '2026-05-01T00:00:00Z',
    },
  ],
}

test('every published item gets a page with its own head tags; drafts and scheduled news do not', async () => {
  server.use(...contentRest(tables), ...storeHandlers([shirt, mug]))
  const index = await readSiteIndex()
  expect(index.failures).toEqual([])
  const byPath = new Map(index.pages.map((p) => [p.path, p]))
  expect([...byPath.keys()].sort()).toEqual(
    [
      '/login',
      '/register',
      '/noticias/noticia-1',
      '/noticias/noticia-2',
      `/programas/${uuid(1)}`,
      `/pesquisas/${uuid(30)}`,
      `/trilhas/${uuid(40)}`,
      `/trilhas/${uuid(40)}/modulo/${uuid(41)}`,
      '/product/prod_shirt',
      '/product/prod_mug',
      `/institutos/${uuid(50)}`,
      `/autores/${authorId}`,
    ].sort(),
  )
  expect(byPath.get('/noticias/noticia-1')).toEqual({
    path: '/noticias/noticia-1',
    head: {
      title: 'Notícia 1',
      description: 'Resumo da notícia 1.',
      image: '/images/noticia-1.jpg',
      type: 'article',
    },
    lastmod: '2026-10-11T12:00:00Z',
  })
  expect(byPath.get('/product/prod_shirt')?.head).toMatchObject({
    title: 'Camiseta MOV',
    description: 'Algodão orgânico',
  })
  expect(byPath.get(`/institutos/${uuid(50)}`)?.head.description).toMatch(/Instituto/)
  expect(byPath.get(`/trilhas/${uuid(40)}/modulo/${uuid(41)}`)?.head).toMatchObject({
    title: 'Módulo 1 — Trilha',
    type: 'article',
  })
})

test('the sitemap holds every public page and published item, the feed the published news', async () => {
  server.use(...contentRest(tables), ...storeHandlers([shirt, mug]))
  const files = siteFiles(ORIGIN, await readSiteIndex())
  const sitemap = files['sitemap.xml']!
  for (const path of prerenderPaths) expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`)
  expect(sitemap).toContain(
    `<loc>${ORIGIN}/noticias/noticia-1</loc><lastmod>2026-10-11T12:00:00.000Z</lastmod>`,
  )
  expect(sitemap).toContain(`<loc>${ORIGIN}/product/prod_mug</loc>`)
  expect(sitemap).not.toMatch(/rascunho|agendada|Programa encerrado/)
  expect(sitemap).not.toContain(uuid(2))
  expect(sitemap).not.toContain(uuid(31))
  expect(sitemap).not.toContain('/login')

  const feed = new DOMParser().parseFromString(files['feed.xml']!, 'application/xml')
  expect(feed.getElementsByTagName('parsererror')).toHaveLength(0)
  const titles = [...feed.getElementsByTagName('item')].map(
    (i) => i.getElementsByTagName('title')[0]?.textContent,
  )
  expect(titles).toEqual(['Arte & <cultura>', 'Notícia 1'])
  expect(files['feed.xml']).not.toMatch(/Rascunho|Agendada/)

  expect(files['robots.txt']).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  for (const path of ROBOTS_DISALLOW) expect(files['robots.txt']).toContain(`Disallow: ${path}\n`)
})

test('a source that cannot be read leaves its items out and is reported, the rest is written', async () => {
  server.use(failingTable('programas'), ...contentRest(tables), ...storeHandlers([shirt]))
  const index = await readSiteIndex()
  expect(index.failures).toEqual([expect.stringMatching(/^programas: /)])
  expect(index.pages.some((p) => p.path.startsWith('/programas/'))).toBe(false)
  expect(index.pages.some((p) => p.path === '/noticias/noticia-1')).toBe(true)
})
