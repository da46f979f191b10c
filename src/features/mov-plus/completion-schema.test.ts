import { expect, test } from 'vitest'
import { completionSchema } from './completion-schema'

const linkError = (link: string) =>
  completionSchema.safeParse({ note: '', link }).error?.issues[0]?.message

test('a completion link with a backslash or an encoded one is refused in pt-BR', () => {
  for (const link of [
    'https://mov.org.br\\@evil.example',
    'https://mov.org.br/%5C%5Cevil.example',
    'https://mov.org.br/%255cevil.example',
  ]) {
    expect(linkError(link), link).toBe('Informe um link completo, começando com https://')
  }
  expect(linkError('https://instagram.com/p/abc')).toBeUndefined()
  expect(linkError('')).toBeUndefined()
})
