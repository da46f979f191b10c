import { screen } from '@testing-library/react'
import { lazy, Suspense, type ComponentType } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PageSpinner } from '@/components/ui/spinner'
import {
  isChunkLoadError,
  loadOrReload,
  RELOAD_GUARD_MS,
  setPageReloader,
} from '@/lib/chunk-reload'
import { renderWithProviders } from '@/testing/render'
import { RouteErrorBoundary } from './route-error-boundary'

const GUARD_KEY = 'mov:chunk-reload'
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/manifestos-3f2a.js',
  )

let reload: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  reload = vi.fn<() => void>()
  setPageReloader(reload)
})
afterEach(() => {
  window.sessionStorage.clear()
  vi.restoreAllMocks()
})

/** A page whose module fails to load with `error`, as the router's `page()` loads it. */
function renderFailingPage(error: Error) {
  const Page = lazy(loadOrReload<{ default: ComponentType }>(() => Promise.reject(error)))
  return renderWithProviders(
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  )
}

test('the first chunk that fails to load reloads the page and keeps the spinner', async () => {
  renderFailingPage(chunkError())
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  expect(Number(window.sessionStorage.getItem(GUARD_KEY))).toBeGreaterThan(Date.now() - 5000)
  expect(screen.getByRole('status')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a second failure soon after the reload shows the error, whose retry reloads the page', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  window.sessionStorage.setItem(GUARD_KEY, String(Date.now() - 2000))
  const { user } = renderFailingPage(chunkError())
  expect(
    await screen.findByRole('heading', { name: 'Algo deu errado nesta página' }),
  ).toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
  expect(consoleError).toHaveBeenCalledTimes(1)
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a failure long after the last reload (a later deploy) reloads again', async () => {
  window.sessionStorage.setItem(GUARD_KEY, String(Date.now() - RELOAD_GUARD_MS - 1000))
  renderFailingPage(chunkError())
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
})

test('an error that is not a failed chunk shows the error without reloading', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  renderFailingPage(new Error('Falha no módulo da página'))
  expect(
    await screen.findByRole('heading', { name: 'Algo deu errado nesta página' }),
  ).toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
  expect(window.sessionStorage.getItem(GUARD_KEY)).toBeNull()
  expect(consoleError).toHaveBeenCalledTimes(1)
})

test('offline, a failed chunk shows the error instead of reloading into the browser error page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  renderFailingPage(chunkError())
  expect(
    await screen.findByRole('heading', { name: 'Algo deu errado nesta página' }),
  ).toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
})

test('the failed-chunk errors of Chromium, Firefox, Safari, Vite and webpack are recognised', () => {
  expect(isChunkLoadError(chunkError())).toBe(true)
  expect(
    isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js')),
  ).toBe(true)
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
  expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
  const webpack = new Error('Loading chunk 7 failed.')
  webpack.name = 'ChunkLoadError'
  expect(isChunkLoadError(webpack)).toBe(true)
  expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
  expect(isChunkLoadError(new Error('Falha no módulo da página'))).toBe(false)
})
