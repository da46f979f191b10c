import { expect, test } from 'vitest'
import { parseEnv, parseSiteUrl } from './env'

test('unset backends mean the local backend on the page origin', () => {
  const env = parseEnv({})
  expect(env.usesLocalSupabase).toBe(true)
  expect(env.usesLocalStore).toBe(true)
  expect(env.supabaseUrl).toBe(window.location.origin)
})

test('a hosted Supabase needs an http(s) URL and its public key', () => {
  expect(() => parseEnv({ VITE_SUPABASE_URL: 'nota url', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(
    'Invalid environment: VITE_SUPABASE_URL',
  )
  expect(() => parseEnv({ VITE_STORE_API_URL: 'ftp://x.example' })).toThrow(
    'Invalid environment: VITE_STORE_API_URL',
  )
  expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://p.supabase.co' })).toThrow(
    'VITE_SUPABASE_ANON_KEY is required',
  )
  const env = parseEnv({
    VITE_SUPABASE_URL: ' https://p.supabase.co ',
    VITE_SUPABASE_ANON_KEY: 'k',
  })
  expect(env.supabaseUrl).toBe('https://p.supabase.co')
  expect(env.usesLocalSupabase).toBe(false)
})

test('the site address is an http(s) origin without a trailing slash, or nothing', () => {
  expect(parseSiteUrl('https://mov.org.br/')).toBe('https://mov.org.br')
  expect(parseSiteUrl('http://localhost:4173')).toBe('http://localhost:4173')
  expect(parseSiteUrl('https://mov.org.br/caminho')).toBe('')
  expect(parseSiteUrl('javascript:alert(1)')).toBe('')
  expect(parseSiteUrl('/\\evil.example')).toBe('')
  expect(parseSiteUrl(undefined)).toBe('')
})

test('the request timeout is a positive number of milliseconds, or the defaults', () => {
  expect(parseEnv({ VITE_REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs).toBe(1500)
  expect(parseEnv({}).requestTimeoutMs).toBeUndefined()
  expect(parseEnv({ VITE_REQUEST_TIMEOUT_MS: 'abc' }).requestTimeoutMs).toBeUndefined()
  expect(parseEnv({ VITE_REQUEST_TIMEOUT_MS: '-5' }).requestTimeoutMs).toBeUndefined()
})
