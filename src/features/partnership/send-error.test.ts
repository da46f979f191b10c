import { afterEach, expect, test, vi } from 'vitest'
import { IDEMPOTENCY_CONSTRAINT, isAlreadyStored } from './api/create-partnership-request'
import { newIdempotencyKey } from './idempotency-key'
import { sendErrorKind } from './send-error'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.unstubAllGlobals())

test('a request that got no answer is a timeout when it says so, otherwise no connection', () => {
  // postgrest-js reports a rejected fetch as status 0 with "<name>: <message>".
  expect(sendErrorKind(0, { message: 'TypeError: Failed to fetch' })).toBe('offline')
  expect(sendErrorKind(0, { message: 'TimeoutError: signal timed out' })).toBe('timeout')
  // request-timeout.ts's error as postgrest-js passes it on.
  expect(sendErrorKind(0, { message: 'TimeoutError: Request timed out' })).toBe('timeout')
  // A cancelled request is not a timeout: the site's timeouts raise TimeoutError.
  expect(
    sendErrorKind(0, {
      message: 'AbortError: aborted',
      hint: 'Request was aborted (timeout or manual cancellation)',
    }),
  ).toBe('offline')
  expect(sendErrorKind(408, {})).toBe('timeout')
  expect(sendErrorKind(429, {})).toBe('rate-limit')
  expect(sendErrorKind(503, {})).toBe('server')
  expect(sendErrorKind(400, {})).toBe('other')
  expect(sendErrorKind(409, {})).toBe('other')
})

test("a 429 from the proposals' hourly limits says which limit; any other 429 is too many attempts", () => {
  const refusal = (details: string | null) => ({ code: 'PT429', message: 'Too many', details })
  expect(sendErrorKind(429, refusal('proposals_per_address'))).toBe('address-limit')
  expect(sendErrorKind(429, refusal('proposals_total'))).toBe('inbox-limit')
  expect(sendErrorKind(429, refusal('anything_else'))).toBe('rate-limit')
  expect(sendErrorKind(429, refusal(null))).toBe('rate-limit')
  // The limit's words on another status are not the limit.
  expect(sendErrorKind(400, refusal('proposals_per_address'))).toBe('other')
})

test('only a 409 unique violation on the key constraint means the proposal is already stored', () => {
  const message = `duplicate key value violates unique constraint "${IDEMPOTENCY_CONSTRAINT}"`
  expect(isAlreadyStored(409, { code: '23505', message })).toBe(true)
  expect(isAlreadyStored(400, { code: '23505', message })).toBe(false)
  expect(isAlreadyStored(409, { code: '23503', message })).toBe(false)
  expect(
    isAlreadyStored(409, {
      code: '23505',
      message: 'duplicate key value violates unique constraint "parcerias_solicitacoes_pkey"',
    }),
  ).toBe(false)
  expect(
    isAlreadyStored(409, {
      code: '23505',
      message: `duplicate key value violates unique constraint "${IDEMPOTENCY_CONSTRAINT}_2"`,
    }),
  ).toBe(false)
})

test('keys are version-4 UUIDs, from crypto.randomUUID or, without it, from getRandomValues or Math.random', () => {
  const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
  expect(keys.size).toBe(50)
  for (const key of keys) expect(key).toMatch(V4)
  const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T) => {
    if (array instanceof Uint8Array) array.fill(0xff)
    return array
  })
  vi.stubGlobal('crypto', { getRandomValues })
  expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  expect(getRandomValues).toHaveBeenCalledOnce()
  vi.stubGlobal('crypto', undefined)
  expect(newIdempotencyKey()).toMatch(V4)
})
