import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { AuthorProfile } from './author-profile'

const authorId = '11111111-1111-4111-8111-111111111111'
const otherId = '22222222-2222-4222-8222-222222222222'
const autores = [
  {
    id: authorId,
    name: 'Ana Souza',
    bio: 'Jornalista e conselheira de juventude.',
    avatar_url: '/images/ana.jpg',
    slug: 'ana-souza',
    role_title: 'Coordenadora de comunicação',
    site_url: 'javascript:alert(1)',
    instagram_url: 'https://instagram.com/ana',
    linkedin_url: null,
  },
  {
    id: otherId,
    slug: 'bruno-lima',
    name: 'Bruno Lima',
    role_title: null,
    bio: null,
    avatar_url: null,
    site_url: null,
    instagram_url: null,
    linkedin_url: 'https://linkedin.com/in/bruno',
  },
]
const noticias = Array.from({ length: 8 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  slug: `artigo-${i + 1}`,
  title: `Artigo ${i + 1}`,
  summary: `Resumo ${i + 1}`,
  cover_image_url: null,
  published_at: `2025-04-0${i + 1}T10:00:00Z`,
  author_id: i < 7 ? authorId : otherId,
  is_published: true,
}))

function renderAuthor(id: string, search = '') {
  return renderWithProviders(<AuthorProfile id={id} />, { route: `/autores/${id}${search}` })
}

test('shows the avatar, bio, safe links and the author’s articles newest first, paginated', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ autores, noticias }, requests))
  renderAuthor(authorId)
  expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Foto de Ana Souza' })).toHaveAttribute(
    'src',
    '/images/ana.jpg',
  )
  expect(screen.getByText('Jornalista e conselheira de juventude.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Instagram (abre em nova aba)' })).toHaveAttribute(
    'href',
    'https://instagram.com/ana',
  )
  expect(screen.getByText('Coordenadora de comunicação')).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /^Site/ })).not.toBeInTheDocument()
  expect(await screen.findByText('7 artigos publicados')).toBeInTheDocument()
  const headings = screen.getAllByRole('heading', { level: 3 })
  expect(headings.map((h) => h.textContent)).toEqual([
    'Artigo 7',
    'Artigo 6',
    'Artigo 5',
    'Artigo 4',
    'Artigo 3',
    'Artigo 2',
  ])
  expect(screen.getByRole('link', { name: 'Artigo 7' })).toHaveAttribute(
    'href',
    '/noticias/artigo-7',
  )
  expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
    'href',
    `/autores/${authorId}?pagina=2`,
  )
  const articles = requests.find((r) => r.table === 'noticias')!
  expect(articles.params.get('author_id')).toBe(`eq.${authorId}`)
  expect(articles.params.get('limit')).toBe('6')
  await waitFor(() => expect(document.title).toBe('Ana Souza | MOV'))
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Ana Souza',
  )
})

test('the second page of articles is read with an offset', async () => {
  server.use(...contentRest({ autores, noticias }))
  renderAuthor(authorId, '?pagina=2')
  expect(await screen.findByRole('link', { name: 'Artigo 1' })).toBeInTheDocument()
  expect(screen.getByText('Página 2 de 2')).toBeInTheDocument()
})

test('an author is also found by slug and lists only the profiles it has', async () => {
  server.use(...contentRest({ autores, noticias }))
  renderAuthor('bruno-lima')
  expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Lima' })).toBeInTheDocument()
  expect(screen.getAllByRole('link', { name: /abre em nova aba/ })).toHaveLength(1)
  expect(screen.getByRole('link', { name: 'LinkedIn (abre em nova aba)' })).toHaveAttribute(
    'href',
    'https://linkedin.com/in/bruno',
  )
})

test('an author without articles shows the empty state', async () => {
  server.use(...contentRest({ autores, noticias: [] }))
  renderAuthor(otherId)
  expect(await screen.findByText('Este autor ainda não publicou artigos.')).toBeInTheDocument()
})

test('an unknown id shows the not-found state and a malformed one asks nothing', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ autores, noticias }, requests))
  const { unmount } = renderAuthor('33333333-3333-4333-8333-333333333333')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Autor não encontrado' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ver todas as notícias' })).toHaveAttribute(
    'href',
    '/noticias',
  )
  unmount()
  requests.length = 0
  renderAuthor('Abc Def!')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Autor não encontrado' }),
  ).toBeInTheDocument()
  expect(requests).toHaveLength(0)
})

test('a failed load shows the error and retries', async () => {
  server.use(failingTable('autores'))
  const { user } = renderAuthor(authorId)
  expect(await screen.findByText('Não foi possível carregar este autor.')).toBeInTheDocument()
  server.resetHandlers()
  server.use(...contentRest({ autores, noticias }))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument()
})
