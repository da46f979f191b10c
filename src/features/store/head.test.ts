import { expect, test } from 'vitest'
import { productHead } from './head'

test('a product is described by its subtitle, else its description as plain text, else its name', () => {
  expect(
    productHead({
      title: 'Camiseta',
      subtitle: 'Algodão',
      description: '<p>x</p>',
      image: '/a.png',
    }),
  ).toEqual({ title: 'Camiseta', description: 'Algodão', image: '/a.png' })
  expect(
    productHead({
      title: 'Caneca',
      subtitle: null,
      description: '<p>Caneca de <strong>cerâmica</strong> &amp; esmalte.</p>',
      image: null,
    }).description,
  ).toBe('Caneca de cerâmica & esmalte.')
  expect(
    productHead({ title: 'Boné', subtitle: null, description: '', image: null }).description,
  ).toBe('Boné na loja do MOV.')
})
