import { act, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { MotionProvider } from '@/components/ui/motion-provider'
import { testimonialRow, uuid } from '@/testing/content-factories'
import { failedSection } from '@/testing/failed-section'
import { server } from '@/testing/msw-server'
import { renderWithProviders } from '@/testing/render'
import { restError, restTable } from '@/testing/rest-table'
import { seededQueryClient } from '@/testing/seeded-query-client'
import { homeKeys } from '../api/keys'
import { hueFromId, initials } from './placeholder-avatar'
import { TestimonialsSection } from './testimonials-section'

test('asks for testimonials by display_order and shows quote, name and role', async () => {
  let query: URLSearchParams | undefined
  server.use(
    restTable('testimonials', [testimonialRow(1)], {
      onRequest: (url) => void (query = url.searchParams),
    }),
  )
  renderWithProviders(<TestimonialsSection />)
  expect(await screen.findByText('“Depoimento número 1.”')).toBeInTheDocument()
  expect(screen.getByText('Pessoa Jovem 1')).toBeInTheDocument()
  expect(screen.getByText('Voluntária')).toBeInTheDocument()
  expect(query?.get('order')).toBe('display_order.asc')
})

test('without avatar_url a placeholder avatar is drawn locally from the id; with one the photo is used', async () => {
  server.use(
    restTable('testimonials', [
      testimonialRow(1, { name: 'Ana Clara Souza' }),
      testimonialRow(2, { avatar_url: 'https://fotos.example.org/b.jpg' }),
    ]),
  )
  const { container } = renderWithProviders(<TestimonialsSection />)
  const avatar = await screen.findByTestId('placeholder-avatar')
  expect(avatar).toHaveTextContent('AS')
  expect(avatar.getAttribute('data-hue')).toBe(String(hueFromId(uuid(401))))
  expect(container.querySelector('img')).toBeNull()
})

test('placeholder colours differ by id and initials take the first and last names', () => {
  expect(hueFromId(uuid(401))).not.toBe(hueFromId(uuid(402)))
  expect(hueFromId('abc')).toBe(hueFromId('abc'))
  expect(initials('Ana Clara Souza')).toBe('AS')
  expect(initials('joão')).toBe('J')
})

test('testimonials advance every 7 s and wrap', () => {
  vi.useFakeTimers()
  renderWithProviders(
    <MotionProvider>
      <TestimonialsSection />
    </MotionProvider>,
    {
      queryClient: seededQueryClient([
        [homeKeys.testimonials(), [1, 2].map((n) => testimonialRow(n))],
      ]),
    },
  )
  const current = () =>
    screen
      .getAllByRole('button', { name: /Ir para o depoimento/ })
      .findIndex((d) => d.getAttribute('aria-current') === 'true') + 1
  act(() => void vi.advanceTimersByTime(6999))
  expect(current()).toBe(1)
  act(() => void vi.advanceTimersByTime(1))
  expect(current()).toBe(2)
  expect(screen.getByText('Pessoa Jovem 2')).toBeInTheDocument()
  act(() => void vi.advanceTimersByTime(7000))
  expect(current()).toBe(1)
})

test('a failed read keeps the heading and shows an error; "Tentar novamente" reads again', async () => {
  server.use(restError('testimonials'))
  const { user } = renderWithProviders(<TestimonialsSection />)
  const retry = await failedSection('Quem Vive o MOV')
  server.use(restTable('testimonials', [testimonialRow(1)]))
  await user.click(retry)
  expect(await screen.findByText('Pessoa Jovem 1')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
