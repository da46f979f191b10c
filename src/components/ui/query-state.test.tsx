import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { QueryState } from './query-state'
import { SLOW_TEXT } from './slow-notice'

afterEach(() => {
  onlineManager.setOnline(true)
})

function testClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
}

function Names({ read }: { read: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: read })
  return (
    <QueryState
      query={query}
      loading={<p>Carregando nomes</p>}
      isEmpty={(names) => names.length === 0}
      empty={<p>Nenhum nome</p>}
    >
      {(names) => (
        <ul>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

function renderNames(read: () => Promise<string[]>, client: QueryClient = testClient()) {
  return render(
    <QueryClientProvider client={client}>
      <Names read={read} />
    </QueryClientProvider>,
  )
}

test('shows the loading state, then the data', async () => {
  let answer: (names: string[]) => void = () => {}
  const answered = new Promise<string[]>((resolve) => (answer = resolve))
  renderNames(() => answered)
  expect(screen.getByText('Carregando nomes')).toBeInTheDocument()
  act(() => answer(['Ana', 'Bia']))
  expect(await screen.findByText('Ana')).toBeInTheDocument()
  expect(screen.getAllByRole('listitem')).toHaveLength(2)
  expect(screen.queryByText('Carregando nomes')).not.toBeInTheDocument()
})

test('the default loading state says it is slow after 8 s, politely, and not before', () => {
  vi.useFakeTimers()
  function Never() {
    const query = useQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => {}) })
    return <QueryState query={query}>{(text) => <p>{text}</p>}</QueryState>
  }
  render(
    <QueryClientProvider client={testClient()}>
      <Never />
    </QueryClientProvider>,
  )
  const status = screen.getByRole('status')
  expect(status).toBeEmptyDOMElement()
  act(() => vi.advanceTimersByTime(7900))
  expect(status).toBeEmptyDOMElement()
  act(() => vi.advanceTimersByTime(200))
  expect(status).toHaveTextContent(SLOW_TEXT)
  expect(status).not.toHaveAttribute('aria-live', 'assertive')
})

test('shows the empty state when the data is empty', async () => {
  renderNames(() => Promise.resolve([]))
  expect(await screen.findByText('Nenhum nome')).toBeInTheDocument()
})

test('a failed read shows the error with "Tentar novamente", which reads again', async () => {
  let calls = 0
  renderNames(() => {
    calls += 1
    return calls === 1 ? Promise.reject(new Error('500')) : Promise.resolve(['Ana'])
  })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar o conteúdo.')
  expect(alert).not.toHaveTextContent('500')
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
  expect(await screen.findByText('Ana')).toBeInTheDocument()
  expect(calls).toBe(2)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('data already shown stays when a later read fails', async () => {
  let calls = 0
  const client = testClient()
  renderNames(() => {
    calls += 1
    return calls === 1 ? Promise.resolve(['Ana']) : Promise.reject(new Error('500'))
  }, client)
  expect(await screen.findByText('Ana')).toBeInTheDocument()
  await act(() => client.refetchQueries({ queryKey: ['names'] }))
  expect(client.getQueryState(['names'])?.status).toBe('error')
  expect(screen.getByText('Ana')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a failed section reads again by itself when the browser comes back online', async () => {
  let calls = 0
  // The app's own query client (its reconnect rules), without retries so the error shows at once.
  const client = createQueryClient()
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
  })
  renderNames(() => {
    calls += 1
    return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(['Ana'])
  }, client)
  await screen.findByRole('alert')
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  expect(onlineManager.isOnline()).toBe(false)
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
  expect(await screen.findByText('Ana')).toBeInTheDocument()
  expect(calls).toBe(2)
})
