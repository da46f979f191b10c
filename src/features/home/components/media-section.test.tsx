import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { MotionProvider } from '@/components/ui/motion-provider'
import { mediaRow } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { seededQueryClient } from '@/testing/seeded-query-client'
import { homeKeys } from '../api/keys'
import { MediaSection } from './media-section'

const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => mediaRow(n))

function visibleTitles(): string[] {
  const region = screen.getByRole('region', { name: 'MOV Na Mídia' })
  return within(region)
    .getAllByRole('link')
    .map((a) => a.querySelector('span.text-lg')?.textContent ?? '')
}

test('asks for media newest first and shows three per page with external links and pt-BR dates', async () => {
  let query: URLSearchParams | undefined
  server.use(
    restTable(
      'na_midia',
      [
        mediaRow(1, { published_at: '2025-02-27T01:30:00Z' }),
        mediaRow(2),
        mediaRow(3),
        mediaRow(4),
      ],
      {
        onRequest: (url) => void (query = url.searchParams),
      },
    ),
  )
  renderWithProviders(<MediaSection />)
  await screen.findByRole('heading', { name: 'MOV Na Mídia' })
  // The heading shows while the rows load (it is in the pre-rendered HTML): wait for the rows.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
  expect(query?.get('order')).toBe('published_at.desc')
  expect(visibleTitles()).toEqual(['Matéria 1', 'Matéria 2', 'Matéria 3'])
  const link = screen.getByRole('link', { name: /Matéria 1/ })
  expect(link).toHaveAttribute('href', 'https://jornal.example.org/materia-1')
  expect(link).toHaveAttribute('target', '_blank')
  // 01:30 UTC on 27 February is still the 27th, whatever the visitor's time zone.
  expect(within(link).getByText('27/02/2025')).toBeInTheDocument()
})

test('the pager arrows move a page of three at a time', async () => {
  server.use(restTable('na_midia', seven))
  renderWithProviders(<MediaSection />)
  await screen.findByText('Matéria 1')
  fireEvent.click(screen.getByRole('button', { name: 'Próximas matérias' }))
  expect(await screen.findByText('Matéria 4')).toBeInTheDocument()
  await vi.waitFor(() => expect(visibleTitles()).toEqual(['Matéria 4', 'Matéria 5', 'Matéria 6']))
  fireEvent.click(screen.getByRole('button', { name: 'Matérias anteriores' }))
  await vi.waitFor(() => expect(visibleTitles()).toEqual(['Matéria 1', 'Matéria 2', 'Matéria 3']))
})

test('media pages advance every 5 s, wrap, and pause with the control', () => {
  vi.useFakeTimers()
  renderWithProviders(
    <MotionProvider>
      <MediaSection />
    </MotionProvider>,
    { queryClient: seededQueryClient([[homeKeys.media(), seven]]) },
  )
  const current = () =>
    screen
      .getAllByRole('button', { name: /Ir para a página/ })
      .findIndex((d) => d.getAttribute('aria-current') === 'true') + 1
  expect(current()).toBe(1)
  act(() => void vi.advanceTimersByTime(4999))
  expect(current()).toBe(1)
  act(() => void vi.advanceTimersByTime(1))
  expect(current()).toBe(2)
  act(() => void vi.advanceTimersByTime(5000))
  expect(current()).toBe(3)
  act(() => void vi.advanceTimersByTime(5000))
  expect(current()).toBe(1)
  fireEvent.click(screen.getByRole('button', { name: 'Pausar matérias' }))
  act(() => void vi.advanceTimersByTime(20_000))
  expect(current()).toBe(1)
})

test('no arrows when everything fits on one page', async () => {
  server.use(restTable('na_midia', [mediaRow(1), mediaRow(2)]))
  const { unmount } = renderWithProviders(<MediaSection />)
  await screen.findByText('Matéria 2')
  expect(screen.queryByRole('button', { name: 'Próximas matérias' })).not.toBeInTheDocument()
  unmount()
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('na_midia'))
  const { user } = renderWithProviders(<MediaSection />)
  const retry = await failedSection('MOV Na Mídia')
  server.use(restTable('na_midia', [mediaRow(1)]))
  await user.click(retry)
  expect(await screen.findByText('Matéria 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
