import { screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { InstituteDetail } from './institute-detail'
import { InstitutesList } from './institutes-list'
import { ContentPageHeader } from './content-page-header'

const institutos = Array.from({ length: 14 }, (_, i) => ({
  id: `b0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  name: `Instituto ${String.fromCharCode(65 + i)}`,
  slug: `instituto-${i + 1}`,
  city: 'Maceió',
  state: 'AL',
  description: i === 0 ? 'Atua com **educação política** nas escolas.' : null,
  logo_url: i === 0 ? '/images/instituto-a.png' : null,
  site_url: i === 0 ? 'https://instituto-a.org.br' : null,
  display_order: i + 1,
  is_active: true,
}))
const paginas = [
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    section: 'institucional',
    slug: 'institutos',
    title: 'Institutos',
    summary: 'A rede de institutos do MOV.',
    body: 'Cada instituto cuida de um território.',
    updated_at: '2025-01-01T00:00:00Z',
  },
]

test('the institutes page shows its paginas text above the list, 12 per page', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ institutos, paginas }, requests))
  renderWithProviders(
    <>
      <ContentPageHeader
        section="institucional"
        slug="institutos"
        fallback={{ title: 'Institutos', description: 'Os institutos.' }}
      />
      <InstitutesList />
    </>,
    { route: '/institucional/institutos' },
  )
  expect(await screen.findByText('A rede de institutos do MOV.')).toBeInTheDocument()
  expect(await screen.findByText('Cada instituto cuida de um território.')).toBeInTheDocument()
  expect(await screen.findByText('14 institutos')).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12)
  expect(screen.getByRole('link', { name: 'Instituto A' })).toHaveAttribute(
    'href',
    `/institutos/${institutos[0]!.id}`,
  )
  expect(screen.getAllByText('Maceió — AL')).toHaveLength(12)
  const list = requests.find((r) => r.table === 'institutos')!
  expect(list.params.get('limit')).toBe('12')
  expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute(
    'href',
    '/institucional/institutos?pagina=2',
  )
})

test('no institutes shows the empty state and a failure the retry button', async () => {
  server.use(...contentRest({ institutos: [], paginas }))
  const { unmount } = renderWithProviders(<InstitutesList />)
  expect(await screen.findByText('Nenhum instituto cadastrado ainda.')).toBeInTheDocument()
  unmount()
  server.use(failingTable('institutos'))
  const { user } = renderWithProviders(<InstitutesList />)
  expect(await screen.findByText('Não foi possível carregar os institutos.')).toBeInTheDocument()
  server.resetHandlers()
  server.use(...contentRest({ institutos, paginas }))
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('14 institutos')).toBeInTheDocument()
})

test('an institute page shows logo, place, description, site link and OG tags', async () => {
  server.use(...contentRest({ institutos }))
  renderWithProviders(<InstituteDetail id={institutos[0]!.id} />)
  expect(await screen.findByRole('heading', { level: 1, name: 'Instituto A' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Logotipo de Instituto A' })).toBeInTheDocument()
  expect(screen.getByText('Maceió — AL')).toBeInTheDocument()
  expect(await screen.findByText('educação política')).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Visitar o site de Instituto A (abre em nova aba)' }),
  ).toHaveAttribute('href', 'https://instituto-a.org.br')
  await waitFor(() => expect(document.title).toBe('Instituto A | MOV'))
  expect(document.querySelector('meta[property="og:description"]')).toHaveAttribute(
    'content',
    'Atua com educação política nas escolas.',
  )
})

test('an unknown institute shows not-found with a link to the list; a malformed id asks nothing', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ institutos }, requests))
  const { unmount } = renderWithProviders(
    <InstituteDetail id="c0000000-0000-4000-8000-000000000000" />,
  )
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Instituto não encontrado' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ver todos os institutos' })).toHaveAttribute(
    'href',
    '/institucional/institutos',
  )
  unmount()
  requests.length = 0
  renderWithProviders(<InstituteDetail id="<script>" />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Instituto não encontrado' }),
  ).toBeInTheDocument()
  expect(requests).toHaveLength(0)
})
