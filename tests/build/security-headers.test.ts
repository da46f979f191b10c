// dist/_headers without a build: the policy derived from the environment, the file's format, and
// the preview's reading of it (vite/static-headers.ts).
import { expect, test } from 'vitest'
import { parseEnv } from '../../src/config/env'
import {
  contentSecurityPolicy,
  headersFile,
  securityHeaderRules,
} from '../../scripts/security-headers.mjs'
import { headersFor, LOCAL_BACKEND_PATH, parseHeaders } from '../../vite/static-headers'

const HOSTED = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_x',
  VITE_STORE_ID: 'store-123',
  VITE_SITE_URL: 'https://mov.org.br',
}

/** The policy as a map of directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

test('the local build allows only its own origin for scripts and data, and no plugins, base or framing', () => {
  const csp = directives(contentSecurityPolicy({}))
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('script-src')).toEqual(["'self'"])
  expect(csp.get('connect-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  expect(csp.get('frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ])
  // The local preview is plain http: upgrading its requests would break every one of them.
  expect(csp.has('upgrade-insecure-requests')).toBe(false)
})

test('a hosted build allows the Supabase project and the store API the browser bundle calls', () => {
  const csp = directives(contentSecurityPolicy(HOSTED))
  const bundle = parseEnv(HOSTED)
  expect(csp.get('connect-src')).toEqual([
    "'self'",
    new URL(bundle.supabaseUrl).origin,
    new URL(bundle.storeApiUrl).origin,
  ])
  expect(csp.get('connect-src')).toEqual([
    "'self'",
    'https://abcd.supabase.co',
    'https://api-ecommerce.hostinger.com',
  ])
  expect(csp.get('img-src')).toContain('https://abcd.supabase.co')
  expect(csp.has('upgrade-insecure-requests')).toBe(true)
})

test('a store API address of its own is allowed by origin, path dropped', () => {
  const env = { VITE_STORE_API_URL: 'https://loja.example.com/api/v2', VITE_STORE_ID: 'x' }
  expect(directives(contentSecurityPolicy(env)).get('connect-src')).toEqual([
    "'self'",
    'https://loja.example.com',
  ])
})

test('HSTS only for an https site', () => {
  const names = (env: Record<string, string>) =>
    securityHeaderRules(env)
      .find(([pattern]) => pattern === '/*')?.[1]
      .map(([name]) => name)
  expect(names({})).not.toContain('Strict-Transport-Security')
  expect(names({ VITE_SITE_URL: 'http://localhost:4173' })).not.toContain(
    'Strict-Transport-Security',
  )
  expect(names(HOSTED)).toContain('Strict-Transport-Security')
})

test('the file reads back, through the preview, as the headers of every page and of the assets', () => {
  const rules = parseHeaders(headersFile(HOSTED))
  const page = headersFor(rules, '/noticias/encontro-nacional-2026-maceio')
  expect(page.get('Content-Security-Policy')).toBe(contentSecurityPolicy(HOSTED))
  expect(page.get('X-Content-Type-Options')).toBe('nosniff')
  expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(page.get('X-Frame-Options')).toBe('DENY')
  expect(page.get('Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
  expect(page.has('Cache-Control')).toBe(false)
  const asset = headersFor(rules, '/assets/index-abc.js')
  expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(asset.get('X-Content-Type-Options')).toBe('nosniff')
  expect(headersFor(rules, '/').get('Content-Security-Policy')).toBeDefined()
})

test('path patterns: a splat matches anything below, a placeholder one segment', () => {
  const rules = parseHeaders('/a/*\n  X-A: 1\n/p/:id\n  X-P: 2\n# comment\n/exact\n  X-E: 3\n')
  expect(headersFor(rules, '/a/b/c').get('X-A')).toBe('1')
  expect(headersFor(rules, '/ab').has('X-A')).toBe(false)
  expect(headersFor(rules, '/p/42').get('X-P')).toBe('2')
  expect(headersFor(rules, '/p/42/x').has('X-P')).toBe(false)
  expect(headersFor(rules, '/exact').get('X-E')).toBe('3')
  expect(headersFor(rules, '/exact/more').has('X-E')).toBe(false)
  expect(() => parseHeaders('  X-Orphan: 1\n')).toThrow()
})

test('the local backend keeps its own headers; the site pages, /store included, get the file', () => {
  for (const path of [
    '/rest/v1/noticias',
    '/auth/v1/token',
    '/functions/v1/verify-password',
    '/storage/v1/object/public/site-media/a.png',
    '/store/mov-local-store/products',
    '/__checkout/abc',
    '/__mailbox',
  ]) {
    expect(LOCAL_BACKEND_PATH.test(path), path).toBe(true)
  }
  for (const path of ['/', '/store', '/product/prod_1', '/restaurante', '/rest', '/login']) {
    expect(LOCAL_BACKEND_PATH.test(path), path).toBe(false)
  }
})
