import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createQueryClient, retryOnce } from './query-client'
import { StoreApiError } from './store-client'

test('a read is retried once after a network failure, a 5xx or a timeout, never after a 4xx', () => {
  const timeout = Object.assign(new Error('Request timed out'), { name: 'TimeoutError' })
  for (const error of [
    new TypeError('Failed to fetch'),
    new StoreApiError(503, 'Service Unavailable', null),
    { code: 'PGRST001', message: 'x' },
    timeout,
  ]) {
    expect(retryOnce(0, error)).toBe(true)
    expect(retryOnce(1, error)).toBe(false)
  }
  for (const error of [
    new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    { code: '42501', message: 'permission denied' },
    new StoreApiError(404, 'Not Found', null),
    new AuthApiError('rate', 429, 'over_request_rate_limit'),
  ]) {
    expect(retryOnce(0, error)).toBe(false)
  }
  expect(retryOnce(0, new AuthRetryableFetchError('Bad Gateway', 502))).toBe(true)
})

test('writes are not retried by default', () => {
  expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false)
})

test('offline, a write fails at once with the network error instead of waiting in silence', async () => {
  const client = createQueryClient()
  onlineManager.setOnline(false)
  try {
    const failure = new TypeError('Failed to fetch')
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(failure),
    })
    await expect(mutation.execute(undefined)).rejects.toBe(failure)
    expect(mutation.state.isPaused).toBe(false)
  } finally {
    onlineManager.setOnline(true)
    client.clear()
  }
})

function Probe({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['probe'], queryFn: load, retry: false })
  return <p>{query.isError ? 'falhou' : (query.data ?? 'carregando')}</p>
}

test('a query that failed loads again when the browser is back online', async () => {
  const client = createQueryClient()
  let online = false
  let calls = 0
  const load = () => {
    calls += 1
    return online ? Promise.resolve('dados') : Promise.reject(new TypeError('Failed to fetch'))
  }
  render(
    <QueryClientProvider client={client}>
      <Probe load={load} />
    </QueryClientProvider>,
  )
  expect(await screen.findByText('falhou')).toBeInTheDocument()
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
  online = true
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
  expect(await screen.findByText('dados')).toBeInTheDocument()
  expect(calls).toBe(2)
  client.clear()
})
