import { expect, test } from 'vitest'
import { formatBRL, formatMoney } from './format'

test('a template replaces its $1 placeholder with pt-BR digits', () => {
  expect(formatMoney(2990, { code: 'BRL', symbol: 'R$', template: 'R$ $1' })).toBe('R$ 29,90')
  expect(formatMoney(123456, { code: 'BRL', symbol: 'R$', template: 'R$ $1' })).toBe('R$ 1.234,56')
  expect(formatMoney(500, { code: 'EUR', symbol: '€', template: '$1 €' })).toBe('5,00 €')
})

test('without a template the symbol, else the code, else € precedes the number', () => {
  expect(formatMoney(990, { code: 'USD', symbol: 'US$', template: null })).toBe('US$ 9,90')
  expect(formatMoney(990, { code: 'usd', symbol: null, template: null })).toBe('usd 9,90')
  expect(formatMoney(990, null)).toBe('€ 9,90')
})

test('a missing amount gives empty text; zero is a price', () => {
  expect(formatMoney(null, { template: 'R$ $1' })).toBe('')
  expect(formatMoney(undefined, { template: 'R$ $1' })).toBe('')
  expect(formatMoney(0, { template: 'R$ $1' })).toBe('R$ 0,00')
  expect(formatBRL(0)).toBe('R$ 0,00')
})
