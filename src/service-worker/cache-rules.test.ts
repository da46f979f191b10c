import { expect, test } from 'vitest'
import {
  dataCacheKey,
  isAnonymous,
  isCacheableRead,
  isHashedAsset,
  isPublicNavigation,
  type RequestLike,
} from './cache-rules'

const SITE = 'https://mov.org.br'
const ANON = 'sb_publishable_anon'

function request(
  url: string,
  { method = 'GET', mode = 'cors', headers = {} as Record<string, string> } = {},
): RequestLike {
  const h = new Headers(headers)
  return { url: new URL(url, SITE).href, method, mode, headers: h }
}
const navigation = (path: string) => request(path, { mode: 'navigate' })
const anonRead = (url: string, method = 'GET') =>
  request(url, { method, headers: { apikey: ANON, Authorization: `Bearer ${ANON}` } })

test.each([
  '/',
  '/doar',
  '/noticias/um-artigo',
  '/programas/abc',
  '/institucional/estrutura',
  '/administracao-publica',
  '/loja',
])('a navigation to the public page %s may be kept', (path) => {
  expect(isPublicNavigation(navigation(path), SITE)).toBe(true)
})

test.each([
  '/admin',
  '/admin/noticias',
  '/escritor',
  '/escritor/rascunhos/1',
  '/mov-plus',
  '/mov-plus/admin',
  '/conta',
  '/conta/pedidos',
  '/login',
  '/register',
  '/recuperar-senha',
  '/redefinir-senha',
  '/success',
  '/busca',
])('a navigation to %s (a session, a one-off step) is never kept', (path) => {
  expect(isPublicNavigation(navigation(path), SITE)).toBe(false)
})

test('only navigations on the site itself are pages', () => {
  expect(isPublicNavigation(request('/doar'), SITE)).toBe(false)
  expect(isPublicNavigation(navigation('https://outro.site/doar'), SITE)).toBe(false)
})

test('a request is anonymous without Authorization, or with the anon key as apikey and bearer', () => {
  expect(isAnonymous(request('/rest/v1/news'))).toBe(true)
  expect(isAnonymous(anonRead('/rest/v1/news'))).toBe(true)
  const session = request('/rest/v1/news', {
    headers: { apikey: ANON, Authorization: 'Bearer eyJ.user.token' },
  })
  expect(isAnonymous(session)).toBe(false)
  // A bearer without the apikey header to compare it with is a session.
  expect(isAnonymous(request('/x', { headers: { Authorization: 'Bearer eyJ' } }))).toBe(false)
  expect(isAnonymous(request('/x', { headers: { apikey: '', Authorization: 'Bearer ' } }))).toBe(
    false,
  )
})

test.each([
  '/rest/v1/news?select=*&slug=eq.um-artigo',
  'https://abc.supabase.co/rest/v1/programas?select=*',
  '/storage/v1/object/public/media/capa.webp',
  '/store/loja-1/products',
  '/store/loja-1/products/p1',
])('an anonymous GET of public data (%s) may be kept', (url) => {
  expect(isCacheableRead(anonRead(url))).toBe(true)
})

test.each([
  ['a write', anonRead('/rest/v1/parcerias_solicitacoes', 'POST')],
  ['an update', anonRead('/rest/v1/news?id=eq.1', 'PATCH')],
  ['a delete', anonRead('/rest/v1/news?id=eq.1', 'DELETE')],
  [
    "a signed-in visitor's read",
    request('/rest/v1/news', { headers: { apikey: ANON, Authorization: 'Bearer eyJ.user' } }),
  ],
  ['the auth API', anonRead('/auth/v1/user')],
  ['a function', anonRead('/functions/v1/newsletter')],
  ['the checkout', anonRead('/store/loja-1/checkout')],
  ["the store's hosted checkout", anonRead('/__checkout/abc')],
  ['the mailbox', anonRead('/__mailbox/messages')],
  ['a private storage file', anonRead('/storage/v1/object/authenticated/media/x.pdf')],
  ['a page', anonRead('/doar')],
])('%s is never kept', (_, req) => {
  expect(isCacheableRead(req)).toBe(false)
})

test('hashed scripts, styles and fonts of the site are assets; other files are not', () => {
  expect(isHashedAsset(new URL('/assets/index-B3OeZk3w.js', SITE), SITE)).toBe(true)
  expect(isHashedAsset(new URL('/assets/index-COWsvkDt.css', SITE), SITE)).toBe(true)
  expect(isHashedAsset(new URL('/sw.js', SITE), SITE)).toBe(false)
  expect(isHashedAsset(new URL('https://cdn.x/assets/a.js', SITE), SITE)).toBe(false)
})

test('a read kept under a key without the times of its filters: the same list, asked later, finds it', () => {
  const at = (time: string) =>
    `${SITE}/rest/v1/noticias?select=id%2Ctitle&slug=eq.um-artigo&is_published=eq.true&published_at=lte.${time}`
  const key = dataCacheKey(at('2026-11-27T05%3A36%3A13.620Z'))
  expect(dataCacheKey(at('2026-11-28T10%3A00%3A00.001Z'))).toBe(key)
  expect(dataCacheKey(at('2026-11-28T10:00:00Z'))).toBe(key)
  expect(key).toContain('slug=eq.um-artigo')
  expect(dataCacheKey(`${SITE}/rest/v1/noticias?slug=eq.outro`)).not.toBe(key)
})
