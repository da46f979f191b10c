import { expect, test } from 'vitest'
import { backgroundForPath } from './background'

test.each([
  ['/admin', 'light-grey'],
  ['/admin/anything', 'light-grey'],
  ['/escritor', 'light-grey'],
  ['/escritor/rascunhos', 'light-grey'],
  ['/institucional/representacoes', 'white'],
  ['/', 'dark'],
  ['/institucional/parceiros', 'dark'],
  ['/mov-plus/admin', 'dark'],
  ['/store', 'dark'],
])('the background of %s is %s', (path, expected) => {
  expect(backgroundForPath(path)).toBe(expected)
})
