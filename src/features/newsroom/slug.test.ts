import { expect, test } from 'vitest'
import { freeSlug, newsSlug } from './slug'

test('the slug drops accents and punctuation, pt-BR safe', () => {
  expect(newsSlug('Saúde mental: jovens pedem atenção já!')).toBe(
    'saude-mental-jovens-pedem-atencao-ja',
  )
  expect(newsSlug('Orçamento público & educação — 2026')).toBe('orcamento-publico-educacao-2026')
  expect(newsSlug('  “Aspas” e ação... ')).toBe('aspas-e-acao')
  expect(newsSlug('ÇÃÕ ÜÊ')).toBe('cao-ue')
  expect(newsSlug('!!!')).toBe('')
  expect(newsSlug('a'.repeat(250))).toHaveLength(200)
})

test('a taken slug gets the first free number, and still fits in 200 characters', () => {
  expect(freeSlug('encontro', new Set())).toBe('encontro')
  expect(freeSlug('encontro', new Set(['encontro']))).toBe('encontro-2')
  expect(freeSlug('encontro', new Set(['encontro', 'encontro-2', 'encontro-3']))).toBe('encontro-4')
  const long = 'a'.repeat(200)
  const free = freeSlug(long, new Set([long]))
  expect(free).toHaveLength(200)
  expect(free.endsWith('-2')).toBe(true)
})
