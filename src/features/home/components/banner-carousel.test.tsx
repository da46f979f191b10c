import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { MotionProvider } from '@/components/ui/motion-provider'
import { bannerRow } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { preferReducedMotion, seededQueryClient } from '@/testing/seeded-query-client'
import { homeKeys } from '../api/keys'
import { BannerCarousel } from './banner-carousel'

const three = [1, 2, 3].map((n) => bannerRow(n))
let undoReducedMotion: (() => void) | undefined
afterEach(() => {
  undoReducedMotion?.()
  undoReducedMotion = undefined
})

function renderSeeded(banners = three) {
  vi.useFakeTimers()
  return renderWithProviders(
    <MotionProvider>
      <BannerCarousel />
    </MotionProvider>,
    { queryClient: seededQueryClient([[homeKeys.banners(), banners]]) },
  )
}

/** Number (1-based) of the banner the dots mark as current. */
function currentBanner(): number {
  const dots = screen.getAllByRole('button', { name: /Ir para o banner/ })
  return dots.findIndex((d) => d.getAttribute('aria-current') === 'true') + 1
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

test('asks only for active banners in display_order', async () => {
  let query: URLSearchParams | undefined
  server.use(
    restTable('home_banners', three, { onRequest: (url) => void (query = url.searchParams) }),
  )
  renderWithProviders(<BannerCarousel />)
  await screen.findByText('Banner 1')
  expect(query?.get('is_active')).toBe('eq.true')
  expect(query?.get('order')).toBe('display_order.asc')
})

test('a banner with link_url opens it in a new tab; one without links to "#"', async () => {
  server.use(restTable('home_banners', [bannerRow(1, { link_url: null, title: 'Sem link' })]))
  const { unmount } = renderWithProviders(<BannerCarousel />)
  const plain = await screen.findByRole('link', { name: /Sem link/ })
  expect(plain).toHaveAttribute('href', '#')
  expect(plain).not.toHaveAttribute('target')
  unmount()

  server.use(
    restTable('home_banners', [
      bannerRow(2, { link_url: 'https://campanha.example.org/doe', title: 'Com link' }),
    ]),
  )
  renderWithProviders(<BannerCarousel />)
  const external = await screen.findByRole('link', { name: /Com link/ })
  expect(external).toHaveAttribute('href', 'https://campanha.example.org/doe')
  expect(external).toHaveAttribute('target', '_blank')
  expect(external).toHaveAttribute('rel', 'noopener noreferrer')
})

test('a stored link or image that breaks the URL rule leads nowhere and loads nothing', async () => {
  server.use(
    restTable('home_banners', [
      bannerRow(1, {
        link_url: '/%5Cevil.example/doe',
        image_url: '/\\evil.example/banner.png',
        title: 'Desviado',
      }),
    ]),
  )
  const { container } = renderWithProviders(<BannerCarousel />)
  const link = await screen.findByRole('link', { name: /Desviado/ })
  expect(link).toHaveAttribute('href', '#')
  expect(link).not.toHaveAttribute('target')
  expect(container.querySelector('img')).toBeNull()
})

test('arrows, dots and the pause control appear only with more than one banner', async () => {
  server.use(restTable('home_banners', [bannerRow(1)]))
  const { unmount } = renderWithProviders(<BannerCarousel />)
  await screen.findByText('Banner 1')
  expect(screen.queryByRole('button', { name: 'Próximo banner' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Ir para o banner/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Pausar destaques' })).not.toBeInTheDocument()
  unmount()

  server.use(restTable('home_banners', three))
  renderWithProviders(<BannerCarousel />)
  await screen.findByText('Banner 1')
  expect(screen.getByRole('button', { name: 'Banner anterior' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Próximo banner' })).toBeInTheDocument()
  expect(screen.getAllByRole('button', { name: /Ir para o banner/ })).toHaveLength(3)
  expect(screen.getByRole('button', { name: 'Pausar destaques' })).toBeInTheDocument()
})

test('the section is hidden when there are no banners', async () => {
  let asked = 0
  server.use(restTable('home_banners', [], { onRequest: () => void (asked += 1) }))
  const { container, unmount } = renderWithProviders(<BannerCarousel />)
  await expect.poll(() => asked).toBe(1)
  await expect.poll(() => container.innerHTML).toBe('')
  unmount()
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('home_banners'))
  const { user } = renderWithProviders(<BannerCarousel />)
  const retry = await failedSection('Destaques')
  server.use(restTable('home_banners', [bannerRow(1)]))
  await user.click(retry)
  expect(await screen.findByText('Banner 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('banners advance every 7 s and wrap around to the first', () => {
  renderSeeded()
  expect(currentBanner()).toBe(1)
  advance(6999)
  expect(currentBanner()).toBe(1)
  advance(1)
  expect(currentBanner()).toBe(2)
  expect(screen.getByText('Banner 2')).toBeInTheDocument()
  advance(7000)
  expect(currentBanner()).toBe(3)
  advance(7000)
  expect(currentBanner()).toBe(1)
})

test('arrows move by one in either direction and wrap; dots jump', () => {
  renderSeeded()
  fireEvent.click(screen.getByRole('button', { name: 'Banner anterior' }))
  expect(currentBanner()).toBe(3)
  fireEvent.click(screen.getByRole('button', { name: 'Próximo banner' }))
  expect(currentBanner()).toBe(1)
  fireEvent.click(screen.getByRole('button', { name: 'Ir para o banner 3' }))
  expect(currentBanner()).toBe(3)
})

test('the pause control stops auto-advance until play is pressed', () => {
  renderSeeded()
  fireEvent.click(screen.getByRole('button', { name: 'Pausar destaques' }))
  advance(30_000)
  expect(currentBanner()).toBe(1)
  fireEvent.click(screen.getByRole('button', { name: 'Reproduzir destaques' }))
  advance(7000)
  expect(currentBanner()).toBe(2)
})

test('hovering the carousel pauses it; leaving resumes', () => {
  renderSeeded()
  const region = screen.getByRole('region', { name: 'Destaques' })
  fireEvent.mouseEnter(region)
  advance(20_000)
  expect(currentBanner()).toBe(1)
  fireEvent.mouseLeave(region)
  advance(7000)
  expect(currentBanner()).toBe(2)
})

test('focus inside the carousel pauses it; moving focus out resumes', () => {
  renderSeeded()
  const dot = screen.getByRole('button', { name: 'Ir para o banner 2' })
  act(() => dot.focus())
  advance(20_000)
  expect(currentBanner()).toBe(1)
  act(() => dot.blur())
  advance(7000)
  expect(currentBanner()).toBe(2)
})

test('under prefers-reduced-motion the banners do not move by themselves', () => {
  undoReducedMotion = preferReducedMotion()
  renderSeeded()
  advance(30_000)
  expect(currentBanner()).toBe(1)
  // The visitor can still start it deliberately.
  fireEvent.click(screen.getByRole('button', { name: 'Reproduzir destaques' }))
  advance(7000)
  expect(currentBanner()).toBe(2)
})
