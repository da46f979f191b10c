import { expect, test } from 'vitest'
import { newsHead } from './head'

test('the description of an article is plain text cut at a word, or its title', () => {
  const long = `**Encontro** com [oficinas](https://x.org) e ${'palavra '.repeat(40)}fim.`
  const news = newsHead({ title: 'Encontro', summary: long, cover_image_url: '/images/a.jpg' })
  expect(news.description).toMatch(/^Encontro com oficinas e palavra/)
  expect(news.description.length).toBeLessThanOrEqual(163)
  expect(news.description).toMatch(/palavra\.\.\.$/)
  expect(news).toMatchObject({ title: 'Encontro', image: '/images/a.jpg', type: 'article' })
  expect(newsHead({ title: 'Só título', summary: '', cover_image_url: null }).description).toBe(
    'Só título',
  )
})
