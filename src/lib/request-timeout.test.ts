import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { AUTH_URL } from '@/testing/auth'
import { server } from '@/testing/msw-server'
import { TEST_ORIGIN } from '@/testing/render'
import { STORE_BASE } from '@/testing/store-fixtures'
import { anonDataClient } from './anon-data-client'
import { requestErrorKind, requestErrorMessage } from './request-errors'
import { fetchWithTimeout, requestTimeoutMs } from './request-timeout'
import { storeRequest } from './store-client'
import { supabase } from './supabase-client'

const NEWS_URL = `${TEST_ORIGIN}/rest/v1/noticias`
/** An API that never answers. */
const hang = () => new Promise<never>(() => {})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Settles `promise` into a box, so a test can look at it before and after the clock moves. */
function track<T>(promise: Promise<T>) {
  const box: { done: boolean; value?: T; error?: unknown } = { done: false }
  promise.then(
    (value) => Object.assign(box, { done: true, value }),
    (error: unknown) => Object.assign(box, { done: true, error }),
  )
  return box
}

test('reads wait 10 s, writes 20 s, uploads six times that', () => {
  expect(requestTimeoutMs('GET')).toBe(10_000)
  expect(requestTimeoutMs('HEAD')).toBe(10_000)
  expect(requestTimeoutMs('POST', '{}')).toBe(20_000)
  expect(requestTimeoutMs('PATCH')).toBe(20_000)
  expect(requestTimeoutMs('POST', new Blob(['x']))).toBe(120_000)
})

test('a hung PostgREST read ends after 10 s with a timeout error, through postgrest-js', async () => {
  server.use(http.get(NEWS_URL, hang))
  const result = track(Promise.resolve(anonDataClient.from('noticias').select('id')))
  await vi.advanceTimersByTimeAsync(9_900)
  expect(result.done).toBe(false)
  await vi.advanceTimersByTimeAsync(200)
  expect(result.done).toBe(true)
  const { error } = result.value as { error: unknown }
  expect(requestErrorKind(error)).toBe('timeout')
  expect(requestErrorMessage(error)).toBe(
    'O servidor demorou demais para responder. Tente novamente.',
  )
})

test('a hung PostgREST write waits 20 s before it times out', async () => {
  server.use(http.post(NEWS_URL, hang))
  const result = track(
    Promise.resolve(anonDataClient.from('noticias').insert({ titulo: 'x' } as never)),
  )
  await vi.advanceTimersByTimeAsync(15_000)
  expect(result.done).toBe(false)
  await vi.advanceTimersByTimeAsync(5_100)
  const { error } = result.value as { error: unknown }
  expect(requestErrorKind(error)).toBe('timeout')
})

test('a hung sign-in ends with auth-js error of kind timeout', async () => {
  server.use(http.post(`${AUTH_URL}/token`, hang))
  // auth-js logs every failed fetch itself before turning it into an AuthRetryableFetchError.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const result = track(supabase.auth.signInWithPassword({ email: 'a@b.c', password: 'x' }))
  await vi.advanceTimersByTimeAsync(20_100)
  expect(logged).toHaveBeenCalledOnce()
  logged.mockRestore()
  const { error } = result.value as { error: { name: string } }
  expect(error.name).toBe('AuthRetryableFetchError')
  expect(requestErrorKind(error)).toBe('timeout')
})

test('a hung store request rejects with a timeout error', async () => {
  server.use(http.get(`${STORE_BASE}/products`, hang))
  const result = track(storeRequest('/products', { parse: (d) => d }))
  await vi.advanceTimersByTimeAsync(10_100)
  expect(result.done).toBe(true)
  expect(requestErrorKind(result.error)).toBe('timeout')
})

test("the caller's abort still aborts, with the caller's reason, not as a timeout", async () => {
  server.use(http.get(NEWS_URL, hang))
  const controller = new AbortController()
  const result = track(fetchWithTimeout(NEWS_URL, { signal: controller.signal }))
  controller.abort(new DOMException('left the page', 'AbortError'))
  await vi.advanceTimersByTimeAsync(0)
  expect(result.done).toBe(true)
  expect((result.error as Error).name).toBe('AbortError')
  expect(requestErrorKind(result.error)).not.toBe('timeout')
})

test('an answer in time is returned as it came, and the timer firing later changes nothing', async () => {
  server.use(http.get(NEWS_URL, () => HttpResponse.json([{ id: 1 }])))
  const result = track(Promise.resolve(anonDataClient.from('noticias').select('id')))
  await vi.advanceTimersByTimeAsync(10)
  expect(result.value).toMatchObject({ data: [{ id: 1 }], error: null })
  await vi.advanceTimersByTimeAsync(20_000)
  expect(result.value).toMatchObject({ data: [{ id: 1 }], error: null })
})
