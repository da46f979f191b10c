import { expect, test } from 'vitest'
import { HOSTILE_URLS } from '@/testing/hostile-urls'
import { isSafeUrl, ownAvatarSrc, safeUrl } from './safe-url'

test('backslashes, their encodings, //host and other schemes are refused everywhere', () => {
  for (const value of HOSTILE_URLS) {
    expect(isSafeUrl(value, { sitePaths: true }), value).toBe(false)
    expect(isSafeUrl(value, { sitePaths: false }), value).toBe(false)
  }
})

test('absolute http(s) addresses pass; site paths only where the column takes them', () => {
  for (const value of ['https://mov.org.br/a%20b?x=1#y', 'http://localhost:4173/images/a.svg']) {
    expect(isSafeUrl(value, { sitePaths: false }), value).toBe(true)
  }
  expect(isSafeUrl('/programas?aba=todos', { sitePaths: true })).toBe(true)
  expect(isSafeUrl('/programas', { sitePaths: false })).toBe(false)
})

test('an address is at most 2048 characters', () => {
  const base = 'https://mov.org.br/'
  expect(isSafeUrl(base + 'a'.repeat(2048 - base.length), { sitePaths: false })).toBe(true)
  expect(isSafeUrl(base + 'a'.repeat(2049 - base.length), { sitePaths: false })).toBe(false)
})

test('a bad stored address renders as no address', () => {
  expect(safeUrl('/%5Cevil.example')).toBeUndefined()
  expect(safeUrl(null)).toBeUndefined()
  expect(safeUrl('/programas')).toBe('/programas')
  expect(safeUrl('/programas', false)).toBeUndefined()
})

test("avatars come only from the project's own pictures or storage", () => {
  const storage = 'https://abc.supabase.co/'
  expect(ownAvatarSrc('/images/perfis/camila.svg', storage)).toBe('/images/perfis/camila.svg')
  expect(ownAvatarSrc('/storage/v1/object/public/site-media/perfis/a.png', storage)).toBe(
    'https://abc.supabase.co/storage/v1/object/public/site-media/perfis/a.png',
  )
  for (const value of [
    'https://evil.example/a.png',
    'https://outro.supabase.co/storage/v1/object/public/site-media/a.png',
    '/storage/v1/object/public/outro-bucket/a.png',
    '/images/perfis/../../x.png',
    '/images/perfis//evil.example/a.png',
    '/images/outros/a.png',
    ...HOSTILE_URLS,
  ]) {
    expect(ownAvatarSrc(value, storage), value).toBeNull()
  }
})
