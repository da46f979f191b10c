import { expect, test } from 'vitest'
import { parseImageVariants, variantHeight, variantWidths } from './image-variants'

const BASE =
  'http://localhost:4173/storage/v1/object/public/site-media/noticias/2026/11/a1b2c3d4-capa'

test('a stored variant address gives every width, the intrinsic size and each width’s address', () => {
  const parsed = parseImageVariants(`${BASE}_1920x1440_1920.webp`)
  expect(parsed).not.toBeNull()
  expect(parsed?.widths).toEqual([320, 640, 960, 1280, 1920])
  expect(parsed?.width).toBe(1920)
  expect(parsed?.height).toBe(1440)
  expect(parsed?.srcFor(640)).toBe(`${BASE}_1920x1440_640.webp`)
})

test('any width of the set names the same set; the query string stays on every width', () => {
  const parsed = parseImageVariants(`${BASE}_1000x750_320.jpg?v=2`)
  expect(parsed?.widths).toEqual([320, 640, 1000])
  expect(parsed?.srcFor(1000)).toBe(`${BASE}_1000x750_1000.jpg?v=2`)
})

test('an image narrower than the first rung has that one width', () => {
  expect(variantWidths(2)).toEqual([2])
  expect(parseImageVariants('/x/y_2x2_2.webp')?.srcFor(2)).toBe('/x/y_2x2_2.webp')
})

test('addresses outside the convention are not variants', () => {
  for (const url of [
    '/images/noticias/pesquisa-clima.svg',
    '/images/og-mov.png',
    'https://cdn.example.com/photo.jpg',
    'https://cdn.example.com/photo_1200x800.webp',
    `${BASE}_1920x1440_700.webp`, // 700 is not one of its widths
    `${BASE}_4000x3000_4000.webp`, // wider than any variant the pipeline writes
    `${BASE}_1920x1440_1920.png`,
    '',
  ]) {
    expect(parseImageVariants(url), url).toBeNull()
  }
})

test('heights keep the aspect ratio, rounded the same way the encoder rounds them', () => {
  expect(variantHeight(1920, 1440, 320)).toBe(240)
  expect(variantHeight(1000, 333, 320)).toBe(107)
})
