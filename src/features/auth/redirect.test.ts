import { expect, test } from 'vitest'
import { safeFrom } from './redirect'

test('a sign-in goes back to the in-site page the visitor came from', () => {
  expect(safeFrom({ from: '/noticias?pagina=2' })).toBe('/noticias?pagina=2')
  expect(safeFrom({ from: '/' })).toBe('/')
})

test('never to another site, nor to the sign-in and sign-up forms', () => {
  for (const from of [
    'https://mal.example',
    '//mal.example',
    '/\\mal.example',
    '/login',
    '/register',
  ])
    expect(safeFrom({ from })).toBeUndefined()
  expect(safeFrom(null)).toBeUndefined()
})

test('never back to the spent password recovery flow, with or without its query', () => {
  for (const from of [
    '/redefinir-senha',
    '/redefinir-senha/',
    '/redefinir-senha?code=abc',
    '/recuperar-senha',
    '/recuperar-senha#x',
  ])
    expect(safeFrom({ from })).toBeUndefined()
})
