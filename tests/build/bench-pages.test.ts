// The page list of the landing-page bench (scripts/bench-pages.mjs): every page of the sitemap that
// has no parameter, and one item of each kind.
import { expect, test } from 'vitest'
import { pagesFromSitemap } from '../../scripts/bench-pages.mjs'

const sitemap = (paths: string[]) =>
  `<urlset>${paths.map((p) => `<url><loc>http://localhost:4173${p}</loc></url>`).join('')}</urlset>`

test('keeps every page without a parameter and the first item of each kind', () => {
  const pages = pagesFromSitemap(
    sitemap([
      '/',
      '/institucional/nossa-historia',
      '/redes-e-projetos/egide',
      '/noticias',
      '/noticias/primeira',
      '/noticias/segunda',
      '/programas/p1',
      '/programas/p2',
      '/product/camiseta',
    ]),
  )
  expect(pages).toEqual([
    '/',
    '/institucional/nossa-historia',
    '/redes-e-projetos/egide',
    '/noticias',
    '/noticias/primeira',
    '/programas/p1',
    '/product/camiseta',
  ])
})
