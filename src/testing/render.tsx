import { QueryClient } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { AppProvider } from '@/app/provider'

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the memory router. */
  route?: string
  /** Route pattern the element is mounted at (for useParams); defaults to rendering it at any path. */
  path?: string
  queryClient?: QueryClient
  /** Extra providers around the element, inside the app providers. */
  wrapper?: (props: { children: ReactNode }) => ReactNode
}

/** Renders inside the app's providers (query client, helmet, cart, toaster) and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    route = '/',
    path,
    queryClient = createTestQueryClient(),
    wrapper: Extra,
    ...rest
  } = options
  const user = userEvent.setup()
  const content = Extra ? <Extra>{ui}</Extra> : ui
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path ?? '*'} element={content} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
    rest,
  )
  return { user, queryClient, ...result }
}

/** Base URL the app's clients use under test (the local-backend default: the page's origin). */
export const TEST_ORIGIN = window.location.origin
