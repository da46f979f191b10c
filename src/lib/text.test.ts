import { expect, test } from 'vitest'
import { htmlToText, truncateAtWord, visibleVariantTitle } from './text'

test('a text within the limit is kept whole (spaces tidied)', () => {
  expect(truncateAtWord('  Camiseta   oficial ', 40)).toBe('Camiseta oficial')
})

test('a longer text is cut at the last whole word, with an ellipsis', () => {
  const text = 'Camiseta oficial do movimento em algodão orgânico'
  expect(truncateAtWord(text, 20)).toBe('Camiseta oficial do...')
  // The cut never ends inside "movimento".
  expect(truncateAtWord(text, 25)).toBe('Camiseta oficial do...')
  expect(truncateAtWord(text, 29)).toBe('Camiseta oficial do movimento...')
})

test('punctuation left before the ellipsis is dropped', () => {
  expect(truncateAtWord('Programa de formação, mentoria e rede', 22)).toBe(
    'Programa de formação...',
  )
})

test('a single word longer than the limit is cut inside it', () => {
  expect(truncateAtWord('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}...`)
})

test('HTML descriptions become plain text with entities decoded', () => {
  expect(
    htmlToText(
      '<p>Camiseta <strong>oficial</strong> &amp; caneca&nbsp;MOV</p><script>x()</script>',
    ),
  ).toBe('Camiseta oficial & caneca MOV')
  expect(htmlToText('<p>Ol&#225; &#x2014; fim</p>')).toBe('Olá — fim')
})

test('inline tags add no space before punctuation; blocks and line breaks still separate words', () => {
  expect(
    htmlToText(
      '<p>Caneca com a frase <em>Conectando jovens ao futuro</em>. Pode ir ao micro-ondas.</p>',
    ),
  ).toBe('Caneca com a frase Conectando jovens ao futuro. Pode ir ao micro-ondas.')
  expect(htmlToText('<p>Um</p><p>dois<br>três</p><ul><li>quatro</li></ul>')).toBe(
    'Um dois três quatro',
  )
})

test('"Único" and the like are not variant titles a shopper reads', () => {
  expect(visibleVariantTitle('Único')).toBe('')
  expect(visibleVariantTitle('única')).toBe('')
  expect(visibleVariantTitle('Default Title')).toBe('')
  expect(visibleVariantTitle('M')).toBe('M')
  expect(visibleVariantTitle(null)).toBe('')
})
