import { expect, test } from 'vitest'
import { escapeXml, robotsTxt, rssXml, sitemapXml, siteLink } from './site-files'

const ORIGIN = 'https://mov.org.br'

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

test('text with ampersands, angle brackets and quotes is escaped for XML', () => {
  expect(escapeXml(`Tom & Jerry <b>"oi"</b> d'água`)).toBe(
    'Tom &amp; Jerry &lt;b&gt;&quot;oi&quot;&lt;/b&gt; d&apos;água',
  )
  expect(escapeXml('a\u0000b\u000bc')).toBe('abc')
})

test('site links are absolute and percent-encoded', () => {
  expect(siteLink(`${ORIGIN}/`, '/noticias/ação')).toBe(`${ORIGIN}/noticias/a%C3%A7%C3%A3o`)
  expect(siteLink(ORIGIN, 'store')).toBe(`${ORIGIN}/store`)
})

test('the sitemap lists each page once, with an absolute address and its last change', () => {
  const xml = sitemapXml(ORIGIN, [
    { path: '/' },
    { path: '/noticias/a&b', lastmod: '2026-11-03T10:00:00Z' },
    { path: '/' },
    { path: '/programas/x', lastmod: 'not a date' },
  ])
  const doc = parseXml(xml)
  const urls = [...doc.getElementsByTagName('url')]
  expect(urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent)).toEqual([
    `${ORIGIN}/`,
    `${ORIGIN}/noticias/a&b`,
    `${ORIGIN}/programas/x`,
  ])
  expect(urls.map((u) => u.getElementsByTagName('lastmod')[0]?.textContent ?? null)).toEqual([
    null,
    '2026-11-03T10:00:00.000Z',
    null,
  ])
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
})

test('robots.txt allows the site, keeps the listed areas out and names the sitemap', () => {
  expect(robotsTxt(ORIGIN, ['/admin', '/escritor'])).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /escritor\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
  )
})

test('the feed is RSS 2.0 in pt-BR with escaped items, permalinks and RFC 822 dates', () => {
  const xml = rssXml(ORIGIN, {
    title: 'Notícias do MOV',
    description: 'As últimas notícias.',
    path: '/noticias',
    selfPath: '/feed.xml',
    items: [
      {
        title: 'Arte & cultura: <oficinas> "grátis"',
        path: '/noticias/arte',
        description: 'Resumo com & e <tags>.',
        publishedAt: '2026-11-03T10:00:00Z',
        author: 'Ana & Bia',
      },
      {
        title: 'Sem autor',
        path: '/noticias/b',
        description: '',
        publishedAt: '2026-10-01T08:30:00Z',
      },
    ],
  })
  const doc = parseXml(xml)
  expect(doc.documentElement.getAttribute('version')).toBe('2.0')
  const channel = doc.getElementsByTagName('channel')[0]!
  expect(channel.getElementsByTagName('language')[0]?.textContent).toBe('pt-BR')
  const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
  expect(self?.getAttribute('href')).toBe(`${ORIGIN}/feed.xml`)
  expect(self?.getAttribute('rel')).toBe('self')
  const [first, second] = [...doc.getElementsByTagName('item')]
  const text = (el: Element | undefined, tag: string) =>
    el?.getElementsByTagName(tag)[0]?.textContent
  expect(text(first, 'title')).toBe('Arte & cultura: <oficinas> "grátis"')
  expect(text(first, 'link')).toBe(`${ORIGIN}/noticias/arte`)
  expect(first?.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true')
  expect(text(first, 'guid')).toBe(`${ORIGIN}/noticias/arte`)
  expect(text(first, 'pubDate')).toBe('Tue, 03 Nov 2026 10:00:00 GMT')
  expect(text(first, 'description')).toBe('Resumo com & e <tags>.')
  expect(
    first?.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent,
  ).toBe('Ana & Bia')
  expect(
    second?.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator'),
  ).toHaveLength(0)
})
