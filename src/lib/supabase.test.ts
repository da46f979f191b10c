import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./supabase-client')
  vi.doUnmock('./anon-data-client')
  vi.resetModules()
})

// The chunk of supabase-js failing to download (offline, or a deploy in between) is stood in for
// by a module whose loading throws, as the browser's dynamic import rejects.
const failedChunk = () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/supabase-client.js')
}

test('a failed load of supabase-js is not remembered: the next call loads it', async () => {
  vi.resetModules()
  vi.doMock('./supabase-client', failedChunk)
  const { getSupabase, whenSupabaseRequested } = await import('./supabase')
  const requested = whenSupabaseRequested()
  await expect(getSupabase()).rejects.toThrow()
  vi.doUnmock('./supabase-client')
  const client = await getSupabase()
  expect(typeof client.from).toBe('function')
  expect(await getSupabase()).toBe(client)
  // A listener waiting for the client (the auth subscription) gets it from the load that worked.
  await expect(requested).resolves.toBe(client)
})

test('a failed load of the public data client is not remembered either', async () => {
  vi.resetModules()
  vi.doMock('./anon-data-client', failedChunk)
  const { getDataClient } = await import('./supabase')
  await expect(getDataClient()).rejects.toThrow()
  vi.doUnmock('./anon-data-client')
  const client = await getDataClient()
  expect(typeof client.from).toBe('function')
})
