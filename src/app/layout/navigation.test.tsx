// Moving between pages keeps the page on screen while the next page's code loads (app-router.tsx,
// app-layout.tsx): a lazy route whose import the test resolves.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import { beforeEach, expect, test, vi } from 'vitest'
import { createTestQueryClient } from '@/testing/render'
import { AppRouter } from '../app-router'
import { AppProvider } from '../provider'
import { AppLayout } from './app-layout'

// The layout (header, footer) renders cold in the first test: on a busy machine, more than 5 s.
vi.setConfig({ testTimeout: 15_000 })

beforeEach(() => window.history.replaceState(null, '', '/'))

/** The site with a home page and a page whose code arrives when `arrive` is called. */
function renderSite() {
  let arrive = () => {}
  const NextPage = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Próxima página</h1> })
      }),
  )
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <AppRouter>
        <Routes>
          <Route element={<AppLayout />}>
            <Route
              index
              element={
                <>
                  <h1>Página atual</h1>
                  <Link to="/proxima">Ir para a próxima</Link>
                </>
              }
            />
            <Route path="/proxima" element={<NextPage />} />
          </Route>
        </Routes>
      </AppRouter>
    </AppProvider>,
  )
  return { arrive: () => act(async () => arrive()) }
}

test('moving to a page whose code is loading keeps the current page on screen, marked busy', async () => {
  const user = userEvent.setup()
  const site = renderSite()
  await user.click(screen.getByRole('link', { name: 'Ir para a próxima' }))

  expect(window.location.pathname).toBe('/proxima')
  expect(screen.getByRole('heading', { level: 1, name: 'Página atual' })).toBeInTheDocument()
  const main = screen.getByRole('main')
  expect(main).toHaveAttribute('aria-busy', 'true')
  // The specification's spinner while a page loads: one, small, beside the page kept on screen.
  expect(within(main).getByRole('status')).toHaveTextContent('Carregando...')

  await site.arrive()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Próxima página' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Página atual' })).toBeNull()
  expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy')
})

test('arriving on a page whose code is loading shows the spinner: there is no page to keep', async () => {
  window.history.replaceState(null, '', '/proxima')
  const site = renderSite()
  expect(screen.getByText('Carregando...')).toBeInTheDocument()
  await site.arrive()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Próxima página' }),
  ).toBeInTheDocument()
  expect(screen.queryByText('Carregando...')).toBeNull()
})
