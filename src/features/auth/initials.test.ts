import { expect, test } from 'vitest'
import { initials } from './initials'

test.each([
  ['Maria da Silva', 'MS'],
  ['ana', 'A'],
  ['  Élio   Souza  ', 'ÉS'],
  ['joao.pereira@mov.local', 'JP'],
  ['Minha conta', 'MC'],
  ['', '?'],
])('the avatar of %j shows %j', (name, expected) => {
  expect(initials(name)).toBe(expected)
})
