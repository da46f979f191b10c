import { expect, test } from 'vitest'
import { passwordPolicy, passwordRuleText, weakPasswordReasons } from './password-policy'

test('the rule is 10 characters or more, with letters and digits, and reads so in pt-BR', () => {
  expect(passwordPolicy).toEqual({ minLength: 10, lettersAndDigits: true })
  expect(passwordRuleText()).toBe('Use pelo menos 10 caracteres, com letras e números.')
  expect(passwordRuleText({ minLength: 8, lettersAndDigits: false })).toBe(
    'Use pelo menos 8 caracteres.',
  )
})

test.each([
  ['mov-local-123', []],
  ['abcdefghi1', []],
  ['abcdefgh1', ['length']],
  ['senhasemnumeros', ['characters']],
  ['12345678901', ['characters']],
  ['abc', ['length', 'characters']],
  // GoTrue's letters are a-z and A-Z only: accented letters alone do not count.
  ['çãéõâíúàü12', ['characters']],
  ['ação-2024-x', []],
])('the reasons %s is weak: %j', (password, reasons) => {
  expect(weakPasswordReasons(password)).toEqual(reasons)
})
