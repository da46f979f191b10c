import { expect, test } from 'vitest'
import { embedUrl, hoursLabel, levelLabel } from './format'

test('YouTube and Vimeo URLs become privacy-friendly embeds', () => {
  expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  )
  expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  )
  expect(embedUrl('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  )
  expect(embedUrl('https://vimeo.com/76979871')).toBe(
    'https://player.vimeo.com/video/76979871?dnt=1',
  )
})

test('anything else is not embeddable', () => {
  expect(embedUrl('/videos/aula-1.mp4')).toBeNull()
  expect(embedUrl('https://exemplo.org/video')).toBeNull()
  expect(embedUrl('javascript:alert(1)')).toBeNull()
  expect(embedUrl('https://www.youtube.com/watch?v="><script>')).toBeNull()
  expect(embedUrl(null)).toBeNull()
})

test('levels and hours read in pt-BR', () => {
  expect(levelLabel('intermediario')).toBe('Intermediário')
  expect(levelLabel('avancado')).toBe('Avançado')
  expect(hoursLabel(1)).toBe('1 hora')
  expect(hoursLabel(12)).toBe('12 horas')
})
