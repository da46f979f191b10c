import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders, TEST_ORIGIN } from '@/testing/render'
import { NewsArticleView } from './news-article'

const authorId = '11111111-1111-4111-8111-111111111111'
const autores = [
  {
    id: authorId,
    name: 'Ana Souza',
    avatar_url: '/images/ana.jpg',
    bio: 'Jornalista e conselheira.',
  },
]
const article = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `noticia-${n}`,
  title: `Notícia número ${n}`,
  summary: `Resumo da notícia ${n}.`,
  cover_image_url: `/images/noticia-${n}.jpg`,
  published_at: `2025-03-0${n}T12:00:00Z`,
  author_id: authorId,
  is_published: true,
  body: `## Seção ${n}\n\nTexto com **negrito** e um [link](https://exemplo.org).`,
  ...extra,
})
const noticias = [article(1), article(2), article(3)]

function renderArticle(idOrSlug: string) {
  return renderWithProviders(<NewsArticleView idOrSlug={idOrSlug} />, {
    route: `/noticias/${idOrSlug}`,
  })
}

test('an article opened by slug shows title, date, cover, Markdown body, author card and OG tags', async () => {
  server.use(...contentRest({ noticias, autores }))
  renderArticle('noticia-2')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notícia número 2' }),
  ).toBeInTheDocument()
  expect(screen.getByText('2 de março de 2025')).toBeInTheDocument()
  expect(
    screen.getByRole('img', { name: 'Imagem de capa da notícia “Notícia número 2”' }),
  ).toHaveAttribute('src', '/images/noticia-2.jpg')
  expect(await screen.findByRole('heading', { level: 2, name: 'Seção 2' })).toBeInTheDocument()
  expect(screen.getByText('negrito').tagName).toBe('STRONG')
  expect(screen.getByRole('link', { name: /^link\s*\(abre em nova aba\)$/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  expect(screen.getByRole('link', { name: 'Ver perfil e artigos de Ana Souza' })).toHaveAttribute(
    'href',
    `/autores/${authorId}`,
  )
  await waitFor(() => expect(document.title).toBe('Notícia número 2 | MOV'))
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Notícia número 2',
  )
  expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${window.location.origin}/images/noticia-2.jpg`,
  )
  expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article')
})

test('an article opened by its UUID is looked up by id', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ noticias, autores }, requests))
  renderArticle(noticias[0]!.id)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notícia número 1' }),
  ).toBeInTheDocument()
  expect(requests[0]!.params.get('id')).toBe(`eq.${noticias[0]!.id}`)
})

test('previous and next link to the older and the newer article', async () => {
  server.use(...contentRest({ noticias, autores }))
  renderArticle('noticia-2')
  expect(
    await screen.findByRole('link', { name: /^Notícia anterior\s*Notícia número 1$/ }),
  ).toHaveAttribute('href', '/noticias/noticia-1')
  expect(
    screen.getByRole('link', { name: /^Próxima notícia\s*Notícia número 3$/ }),
  ).toHaveAttribute('href', '/noticias/noticia-3')
})

test('a failed lookup of the other articles says so under the article and retries', async () => {
  let failing = true
  server.use(
    // First: fails only the previous/next lookups while `failing`, else falls through.
    http.get(`${TEST_ORIGIN}/rest/v1/noticias`, ({ request }) => {
      const select = new URL(request.url).searchParams.get('select')
      if (failing && select === 'id,slug,title')
        return HttpResponse.json({ code: 'XX000', message: 'erro' }, { status: 500 })
      return undefined
    }),
    ...contentRest({ noticias, autores }),
  )
  const { user } = renderArticle('noticia-2')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar as outras notícias.')
  expect(screen.getByRole('heading', { level: 1, name: 'Notícia número 2' })).toBeInTheDocument()
  failing = false
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(
    await screen.findByRole('link', { name: /^Notícia anterior\s*Notícia número 1$/ }),
  ).toHaveAttribute('href', '/noticias/noticia-1')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('share links: WhatsApp and e-mail carry the article URL, copy link confirms on the button', async () => {
  server.use(...contentRest({ noticias, autores }))
  const { user } = renderArticle('noticia-3')
  const url = `${window.location.origin}/noticias/noticia-3`
  const whatsapp = await screen.findByRole('link', {
    name: 'Compartilhar no WhatsApp (abre em nova aba)',
  })
  expect(whatsapp.getAttribute('href')).toBe(
    `https://wa.me/?text=${encodeURIComponent(`Notícia número 3 — ${url}`)}`,
  )
  expect(
    screen.getByRole('link', { name: 'Compartilhar por e-mail' }).getAttribute('href'),
  ).toContain(`mailto:?subject=${encodeURIComponent('Notícia número 3')}`)
  const copy = screen.getByRole('button', { name: 'Copiar link' })
  await user.click(copy)
  expect(copy).toHaveTextContent('Copiado')
  expect(screen.getByText('Link copiado!')).toHaveAttribute('aria-live', 'polite')
  await expect(navigator.clipboard.readText()).resolves.toBe(url)
})

test('raw HTML and javascript: links in the body are never rendered', async () => {
  const evil = article(4, {
    body: 'Antes <script>window.hacked = true</script><img src=x onerror="window.hacked=true"> [clique](javascript:alert(1)) depois',
  })
  server.use(...contentRest({ noticias: [evil], autores }))
  renderArticle('noticia-4')
  expect(await screen.findByText(/Antes/)).toBeInTheDocument()
  expect(document.querySelector('main script, article script')).toBeNull()
  expect(document.querySelector('article img[src="x"]')).toBeNull()
  expect(screen.getByText('clique').closest('a')?.getAttribute('href') ?? '').not.toMatch(
    /javascript/i,
  )
  expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined()
})

test('an unknown slug shows the not-found state with a link to the list', async () => {
  server.use(...contentRest({ noticias, autores }))
  renderArticle('nao-existe')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notícia não encontrada' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ver todas as notícias' })).toHaveAttribute(
    'href',
    '/noticias',
  )
})

test('a malformed id shows the not-found state without asking the server', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ noticias, autores }, requests))
  renderArticle('Não é um slug!')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notícia não encontrada' }),
  ).toBeInTheDocument()
  expect(requests).toHaveLength(0)
})

test('a failed load shows the error and retries', async () => {
  server.use(failingTable('noticias'))
  const { user } = renderArticle('noticia-1')
  expect(await screen.findByText('Não foi possível carregar esta notícia.')).toBeInTheDocument()
  server.resetHandlers()
  server.use(...contentRest({ noticias, autores }))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notícia número 1' }),
  ).toBeInTheDocument()
})

test('an uploaded cover is offered in every width and fetched first; a body image in its widths', async () => {
  const stem = '/storage/v1/object/public/site-media/noticias/2026/11/0a1b2c3d-plenario'
  const body = `Texto.\n\n![Mapa do bairro](${stem}-mapa_1000x800_1000.webp)`
  server.use(
    ...contentRest({
      noticias: [article(4, { cover_image_url: `${stem}_1920x1080_1920.webp`, body })],
      autores,
    }),
  )
  renderArticle('noticia-4')
  const cover = await screen.findByRole('img', {
    name: 'Imagem de capa da notícia “Notícia número 4”',
  })
  expect(cover).toHaveAttribute('src', `${stem}_1920x1080_960.webp`)
  expect(cover.getAttribute('srcset')).toContain(`${stem}_1920x1080_320.webp 320w`)
  expect(cover.getAttribute('srcset')).toContain(`${stem}_1920x1080_1920.webp 1920w`)
  expect(cover).toHaveAttribute('sizes', '(min-width: 768px) 736px, calc(100vw - 2rem)')
  expect(cover).toHaveAttribute('width', '1920')
  expect(cover).toHaveAttribute('height', '1080')
  expect(cover).toHaveAttribute('fetchpriority', 'high')
  expect(cover).toHaveAttribute('loading', 'eager')
  const map = await screen.findByRole('img', { name: 'Mapa do bairro' })
  expect(map.getAttribute('srcset')?.split(', ')).toEqual([
    `${stem}-mapa_1000x800_320.webp 320w`,
    `${stem}-mapa_1000x800_640.webp 640w`,
    `${stem}-mapa_1000x800_1000.webp 1000w`,
  ])
  expect(map).toHaveAttribute('width', '1000')
  expect(map).toHaveAttribute('loading', 'lazy')
})
