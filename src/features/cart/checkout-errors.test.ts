import { afterEach, expect, test, vi } from 'vitest'
import { StoreApiError, StoreResponseError } from '@/lib/store-client'
import { checkoutFailureMessage } from './checkout-errors'

afterEach(() => vi.restoreAllMocks())

const generic = 'Houve um problema ao iniciar o pagamento. Por favor, tente novamente.'

test.each([
  [
    'a timeout',
    new DOMException('The operation timed out.', 'TimeoutError'),
    'O servidor demorou demais para responder. Tente novamente.',
  ],
  [
    'a failed fetch',
    new TypeError('Failed to fetch'),
    'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  ],
  [
    'a 503',
    new StoreApiError(503, 'Service Unavailable', { message: 'upstream down' }),
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  ],
  [
    'a 429',
    new StoreApiError(429, 'Too Many Requests', null),
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  ],
  ['a 400', new StoreApiError(400, 'Bad Request', { code: 'validation_error' }), generic],
  [
    'a malformed answer',
    new StoreResponseError('/checkout', 'url: expected an http(s) URL'),
    generic,
  ],
  ['anything else', new Error('Something English'), generic],
])('%s is told in pt-BR', (_name, failure, text) => {
  expect(checkoutFailureMessage(failure)).toBe(text)
})

test('offline, a request that got no answer says so even when the error is not a TypeError', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  expect(checkoutFailureMessage(new Error('NetworkError when attempting to fetch resource.'))).toBe(
    'Sem conexão com a internet. Verifique sua rede e tente novamente.',
  )
  // An HTTP answer is not a lost connection.
  expect(checkoutFailureMessage(new StoreApiError(500, 'Internal Server Error', null))).toBe(
    'O serviço está indisponível no momento. Tente novamente em instantes.',
  )
})
