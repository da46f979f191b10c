import { AuthApiError, AuthRetryableFetchError, AuthUnknownError } from '@supabase/supabase-js'
import { afterEach, expect, test, vi } from 'vitest'
import { requestErrorKind, requestErrorMessage } from './request-errors'
import { StoreApiError } from './store-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

const postgrest = (code: string, message = 'x') => ({ code, message, details: null, hint: null })

test('timeout: the request-timeout error, as thrown and as the clients pass it on', () => {
  const thrown = Object.assign(new Error('Request timed out'), { name: 'TimeoutError' })
  expect(requestErrorKind(thrown)).toBe('timeout')
  expect(requestErrorKind(postgrest('', 'TimeoutError: Request timed out'))).toBe('timeout')
  expect(requestErrorKind(new AuthRetryableFetchError('Request timed out', 0))).toBe('timeout')
  expect(requestErrorKind(postgrest('57014', 'canceling statement due to statement timeout'))).toBe(
    'timeout',
  )
  expect(requestErrorMessage(thrown)).toBe(
    'O servidor demorou demais para responder. Tente novamente.',
  )
})

test('offline: fetch failures of each browser, status 0 from auth-js, or the browser offline', () => {
  expect(requestErrorKind(new TypeError('Failed to fetch'))).toBe('offline')
  expect(requestErrorKind(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
    'offline',
  )
  expect(requestErrorKind(new TypeError('Load failed'))).toBe('offline')
  expect(requestErrorKind(postgrest('', 'TypeError: Failed to fetch'))).toBe('offline')
  expect(requestErrorKind(new AuthRetryableFetchError('Failed to fetch', 0))).toBe('offline')
  vi.stubGlobal('navigator', { onLine: false })
  expect(requestErrorKind(new Error('whatever'))).toBe('offline')
  // An HTTP answer did come: the browser's flag does not say more than the answer.
  expect(requestErrorKind(new AuthApiError('Invalid login credentials', 400, 'x'))).toBe('client')
  expect(requestErrorMessage(new TypeError('Failed to fetch'))).toBe(
    'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  )
})

test('server: 5xx from auth-js, the store, PostgREST codes and gateway pages', () => {
  expect(requestErrorKind(new AuthRetryableFetchError('{}', 500))).toBe('server')
  expect(requestErrorKind(new AuthRetryableFetchError('Bad Gateway', 502))).toBe('server')
  expect(requestErrorKind(new StoreApiError(503, 'Service Unavailable', null))).toBe('server')
  expect(requestErrorKind(postgrest('PGRST001'))).toBe('server')
  expect(requestErrorKind(postgrest('XX000'))).toBe('server')
  expect(requestErrorKind({ message: '<html><body>502 Bad Gateway</body></html>' })).toBe('server')
  expect(requestErrorMessage({ status: 500 }, 'Outro texto')).toBe(
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  )
})

test('rate-limit: 429 or the auth over_*_rate_limit codes', () => {
  expect(requestErrorKind(new AuthApiError('too many', 429, 'over_request_rate_limit'))).toBe(
    'rate-limit',
  )
  expect(requestErrorKind({ code: 'over_email_send_rate_limit', message: 'x' })).toBe('rate-limit')
  expect(requestErrorKind(new StoreApiError(429, 'Too Many Requests', null))).toBe('rate-limit')
  expect(requestErrorMessage({ status: 429 })).toBe(
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  )
})

test('client: 4xx answers and PostgREST or Postgres refusals; the fallback says what failed', () => {
  expect(requestErrorKind(new AuthApiError('Invalid login credentials', 400, 'x'))).toBe('client')
  expect(requestErrorKind(new StoreApiError(409, 'Conflict', { code: 'x' }))).toBe('client')
  expect(requestErrorKind(postgrest('42501', 'permission denied for table news'))).toBe('client')
  expect(requestErrorKind(postgrest('PGRST116'))).toBe('client')
  expect(requestErrorMessage(postgrest('23505', 'duplicate key'), 'Já existe.')).toBe('Já existe.')
  expect(requestErrorMessage(postgrest('23505', 'duplicate key'))).toBe(
    'Não foi possível concluir a solicitação. Confira os dados e tente novamente.',
  )
})

test('unknown: anything else, never with its own (English) text', () => {
  expect(requestErrorKind(new AuthUnknownError('Unexpected token <', null))).toBe('unknown')
  expect(requestErrorKind(new Error('boom'))).toBe('unknown')
  expect(requestErrorKind(null)).toBe('unknown')
  expect(requestErrorKind('text')).toBe('unknown')
  expect(requestErrorMessage(new Error('boom'))).toBe('Algo deu errado. Tente novamente.')
  expect(requestErrorMessage(new Error('boom'), 'Falhou.')).toBe('Falhou.')
})
