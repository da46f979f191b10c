import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { expect, test } from 'vitest'
import { DEFAULT_OG_IMAGE, Seo, type SeoProps } from './seo'

const origin = window.location.origin

function renderSeo(props: SeoProps, route = '/noticias/uma') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Seo {...props} />
    </MemoryRouter>,
  )
}

const head = (selector: string) => document.head.querySelectorAll(selector)
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

test('a page has one set of head tags with absolute canonical, og:url and og:image', () => {
  renderSeo(
    { title: 'Uma notícia', description: 'Resumo.', image: '/images/capa.jpg', type: 'article' },
    '/noticias/uma?pagina=2&utm_source=x',
  )
  expect(document.title).toBe('Uma notícia | MOV')
  for (const selector of [
    'title',
    'meta[name=description]',
    'link[rel=canonical]',
    'meta[property="og:title"]',
    'meta[property="og:description"]',
    'meta[property="og:type"]',
    'meta[property="og:url"]',
    'meta[property="og:image"]',
  ])
    expect(head(selector), selector).toHaveLength(1)
  // The canonical address is the page's path without its query.
  expect(head('link[rel=canonical]')[0]).toHaveAttribute('href', `${origin}/noticias/uma`)
  expect(content('meta[property="og:url"]')).toBe(`${origin}/noticias/uma`)
  expect(content('meta[property="og:image"]')).toBe(`${origin}/images/capa.jpg`)
  expect(content('meta[property="og:type"]')).toBe('article')
  expect(head('link[rel=alternate]')).toHaveLength(0)
})

test('a page without an image, or with an SVG one, previews with the site image', () => {
  const { unmount } = renderSeo({ title: 'Sem imagem', description: 'x' })
  expect(content('meta[property="og:image"]')).toBe(`${origin}${DEFAULT_OG_IMAGE}`)
  unmount()
  renderSeo({ title: 'SVG', description: 'x', image: '/images/capa.svg' })
  expect(content('meta[property="og:image"]')).toBe(`${origin}${DEFAULT_OG_IMAGE}`)
})

test('absolute image addresses are kept; the news pages announce the feed', () => {
  renderSeo(
    { title: 'Notícias', description: 'x', image: 'https://cdn.exemplo.org/a.png', feed: true },
    '/noticias',
  )
  expect(content('meta[property="og:image"]')).toBe('https://cdn.exemplo.org/a.png')
  const feed = head('link[rel=alternate]')
  expect(feed).toHaveLength(1)
  expect(feed[0]).toHaveAttribute('type', 'application/rss+xml')
  expect(feed[0]).toHaveAttribute('title', 'Notícias do MOV')
  expect(feed[0]).toHaveAttribute('href', `${origin}/feed.xml`)
})

test('a page that is not found has no canonical link and asks not to be indexed', () => {
  renderSeo({ title: 'Notícia não encontrada', description: 'x', missing: true }, '/noticias/nada')
  expect(head('link[rel=canonical]')).toHaveLength(0)
  expect(content('meta[name=robots]')).toBe('noindex')
  expect(head('title')).toHaveLength(1)
})
