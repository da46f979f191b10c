import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { contentRest, failingTable, type RecordedRequest } from '@/testing/content-rest'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { TrackModuleView } from './track-module-view'
import { TrackDetail } from './track-detail'
import { TracksList } from './tracks-list'

const trilhaId = '70000000-0000-4000-8000-000000000001'
const otherTrackId = '70000000-0000-4000-8000-000000000002'
const trilhas = [
  {
    id: trilhaId,
    slug: 'participacao-politica',
    title: 'Participação Política',
    description: 'Como influenciar decisões públicas.',
    cover_image_url: null,
    level: 'intermediario',
    estimated_hours: 12,
    display_order: 1,
    is_published: true,
  },
  {
    id: otherTrackId,
    slug: 'clima',
    title: 'Clima e Futuro',
    description: 'Ação climática local.',
    cover_image_url: null,
    level: 'iniciante',
    estimated_hours: 1,
    display_order: 2,
    is_published: true,
  },
]
const mod = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `80000000-0000-4000-8000-00000000000${n}`,
  trilha_id: trilhaId,
  title: `Módulo de teste ${n}`,
  content: `## Conteúdo ${n}\n\nTexto do módulo ${n}.`,
  video_url: null,
  display_order: n * 10,
  ...extra,
})
const trilha_modulos = [
  mod(3),
  mod(1, { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
  mod(2, { video_url: '/videos/aula-2.mp4' }),
  { ...mod(9), trilha_id: otherTrackId, title: 'De outra trilha' },
]

test('the track list shows description, level and hours, linking to each track', async () => {
  server.use(...contentRest({ trilhas, trilha_modulos }))
  renderWithProviders(<TracksList />)
  expect(await screen.findByText('2 trilhas')).toBeInTheDocument()
  const first = screen.getAllByRole('listitem')[0]!
  expect(within(first).getByRole('link', { name: 'Participação Política' })).toHaveAttribute(
    'href',
    `/trilhas/${trilhaId}`,
  )
  expect(within(first).getByText('Como influenciar decisões públicas.')).toBeInTheDocument()
  expect(within(first).getByText('Intermediário')).toBeInTheDocument()
  expect(within(first).getByText('12 horas')).toBeInTheDocument()
})

test('empty and error states of the track list', async () => {
  server.use(...contentRest({ trilhas: [] }))
  const { unmount } = renderWithProviders(<TracksList />)
  expect(await screen.findByText('Nenhuma trilha formativa publicada ainda.')).toBeInTheDocument()
  unmount()
  server.use(failingTable('trilhas'))
  renderWithProviders(<TracksList />)
  expect(await screen.findByText('Não foi possível carregar as trilhas.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
})

test('a track lists its own modules in display order and starts at the first', async () => {
  server.use(...contentRest({ trilhas, trilha_modulos }))
  renderWithProviders(<TrackDetail id="participacao-politica" />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Participação Política' }),
  ).toBeInTheDocument()
  expect(screen.getByText('3 módulos')).toBeInTheDocument()
  const list = screen.getByRole('list')
  const links = within(list).getAllByRole('link')
  expect(links.map((l) => l.textContent)).toEqual([
    '1Módulo 1Módulo de teste 1',
    '2Módulo 2Módulo de teste 2',
    '3Módulo 3Módulo de teste 3',
  ])
  expect(links[0]).toHaveAttribute('href', `/trilhas/${trilhaId}/modulo/${mod(1).id}`)
  expect(screen.getByRole('link', { name: 'Começar a trilha' })).toHaveAttribute(
    'href',
    `/trilhas/${trilhaId}/modulo/${mod(1).id}`,
  )
  await waitFor(() => expect(document.title).toBe('Participação Política | MOV'))
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Participação Política',
  )
})

test('an unknown track shows not-found with a link to the list', async () => {
  server.use(...contentRest({ trilhas, trilha_modulos }))
  renderWithProviders(<TrackDetail id="70000000-0000-4000-8000-000000000099" />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Trilha não encontrada' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Ver todas as trilhas' })).toHaveAttribute(
    'href',
    '/redes-e-projetos/trilhas-formativas',
  )
})

test('a module shows its content, an embedded privacy-friendly video, progress and the next module', async () => {
  server.use(...contentRest({ trilhas, trilha_modulos }))
  renderWithProviders(<TrackModuleView trilhaId={trilhaId} moduloId={mod(1).id} />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Módulo de teste 1' }),
  ).toBeInTheDocument()
  expect(await screen.findByRole('heading', { level: 2, name: 'Conteúdo 1' })).toBeInTheDocument()
  const video = screen.getByTitle('Vídeo do módulo “Módulo de teste 1”')
  expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  const progress = screen.getByRole('progressbar', { name: 'Módulo 1 de 3' })
  expect(progress).toHaveAttribute('aria-valuenow', '1')
  expect(screen.queryByText('Módulo anterior')).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: /Próximo módulo\s*Módulo de teste 2/ })).toHaveAttribute(
    'href',
    `/trilhas/${trilhaId}/modulo/${mod(2).id}`,
  )
  await waitFor(() =>
    expect(document.title).toBe('Módulo de teste 1 — Participação Política | MOV'),
  )
})

test('a video that cannot be embedded is offered as a link; the middle module links both ways', async () => {
  server.use(...contentRest({ trilhas, trilha_modulos }))
  renderWithProviders(<TrackModuleView trilhaId={trilhaId} moduloId={mod(2).id} />)
  expect(
    await screen.findByRole('link', { name: 'Assistir ao vídeo do módulo (abre em nova aba)' }),
  ).toHaveAttribute('href', '/videos/aula-2.mp4')
  expect(document.querySelector('iframe')).toBeNull()
  expect(screen.getByRole('progressbar', { name: 'Módulo 2 de 3' })).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: /Módulo anterior\s*Módulo de teste 1/ }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: /Próximo módulo\s*Módulo de teste 3/ }),
  ).toBeInTheDocument()
})

test('the last module leads back to the track', async () => {
  server.use(...contentRest({ trilhas, trilha_modulos }))
  renderWithProviders(<TrackModuleView trilhaId={trilhaId} moduloId={mod(3).id} />)
  expect(
    await screen.findByRole('link', { name: 'Concluir e voltar para a trilha' }),
  ).toHaveAttribute('href', `/trilhas/${trilhaId}`)
})

test('a module of another track, or a malformed one, is not found with a link back to the track', async () => {
  const requests: RecordedRequest[] = []
  server.use(...contentRest({ trilhas, trilha_modulos }, requests))
  const { unmount } = renderWithProviders(
    <TrackModuleView trilhaId={trilhaId} moduloId={mod(9).id} />,
  )
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Módulo não encontrado' }),
  ).toBeInTheDocument()
  expect(
    screen.getByRole('link', { name: 'Voltar para a trilha “Participação Política”' }),
  ).toHaveAttribute('href', `/trilhas/${trilhaId}`)
  unmount()
  requests.length = 0
  renderWithProviders(<TrackModuleView trilhaId={trilhaId} moduloId="xyz" />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Módulo não encontrado' }),
  ).toBeInTheDocument()
  expect(requests.some((r) => r.table === 'trilha_modulos' && r.params.has('id'))).toBe(false)
})

test('a failed read of the track’s modules shows the error with "Tentar novamente"', async () => {
  server.use(...contentRest({ trilhas, trilha_modulos }))
  server.use(failingTable('trilha_modulos'))
  renderWithProviders(<TrackModuleView trilhaId={trilhaId} moduloId={mod(1).id} />)
  expect(await screen.findByText('Não foi possível carregar esta trilha.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
})
