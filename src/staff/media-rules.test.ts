import { expect, test } from 'vitest'
import {
  acceptAttribute,
  checkUpload,
  fileNameOf,
  formatFileSize,
  looksLikeImage,
  MAX_MEDIA_BYTES,
  MEDIA_ADDRESS_PATTERN,
  mediaPath,
} from './media-rules'

const file = (size: number, type: string) => ({ size, type })
const MAY_2026 = new Date(Date.UTC(2026, 4, 31, 23, 59))
const AT = { now: MAY_2026 }
const PATH =
  /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)\/(\d{4})\/(\d{2})\/([0-9a-f]{8})-([a-z0-9-]+)\.([a-z]+)$/

function parts(path: string) {
  const match = PATH.exec(path)
  if (!match) throw new Error(`not a media path: ${path}`)
  const [, folder, year, month, random, slug, ext] = match
  return { folder, year, month, random, slug, ext }
}

test('a file of exactly 5 MiB is accepted and one byte more is refused with its size', () => {
  expect(MAX_MEDIA_BYTES).toBe(5242880)
  expect(checkUpload(file(5242880, 'image/png'), 'image')).toBeNull()
  expect(checkUpload(file(5242881, 'image/png'), 'image')).toBe(
    'O arquivo tem 5,1 MB; o limite é 5 MB.',
  )
  expect(checkUpload(file(Math.round(7.2 * 1048576), 'application/pdf'), 'document')).toBe(
    'O arquivo tem 7,2 MB; o limite é 5 MB.',
  )
})

test('an empty file is refused', () => {
  expect(checkUpload(file(0, 'image/png'), 'image')).toMatch(/vazio/)
})

test('image fields take the five image types and nothing else', () => {
  for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
    expect(checkUpload(file(1000, type), 'image')).toBeNull()
  }
  for (const type of ['application/pdf', 'image/svg+xml', 'text/html', '', 'image/bmp']) {
    expect(checkUpload(file(1000, type), 'image')).toBe(
      'Envie uma imagem JPG, PNG, WebP, GIF ou AVIF.',
    )
  }
})

test('document fields take PDFs and the images, and name both in the refusal', () => {
  for (const type of ['application/pdf', 'image/jpeg', 'image/avif']) {
    expect(checkUpload(file(1000, type), 'document')).toBeNull()
  }
  for (const type of ['image/svg+xml', 'application/msword', 'application/zip', '']) {
    expect(checkUpload(file(1000, type), 'document')).toBe(
      'Envie um PDF ou uma imagem JPG, PNG, WebP, GIF ou AVIF.',
    )
  }
})

test('the type check comes before the size check', () => {
  expect(checkUpload(file(MAX_MEDIA_BYTES * 2, 'image/svg+xml'), 'image')).toMatch(/^Envie/)
})

test('the file input filters by the accepted types and extensions', () => {
  expect(acceptAttribute('image')).not.toContain('pdf')
  expect(acceptAttribute('image').split(',')).toEqual(
    expect.arrayContaining(['image/png', '.png', '.jpg', '.jpeg', '.avif']),
  )
  expect(acceptAttribute('document').split(',')).toEqual(
    expect.arrayContaining(['application/pdf', '.pdf', 'image/webp']),
  )
})

test('the path is folder/year/month/random-slug.ext with the date in UTC', () => {
  const p = parts(mediaPath('programas', 'Foto.png', 'image/png', AT))
  expect(p).toMatchObject({
    folder: 'programas',
    year: '2026',
    month: '05',
    slug: 'foto',
    ext: 'png',
  })
})

test('an undated path goes straight into the folder', () => {
  expect(mediaPath('programas/2026/05', 'Foto.png', 'image/png', { dated: false })).toMatch(
    /^programas\/2026\/05\/[0-9a-f]{8}-foto\.png$/,
  )
})

test('two uploads of the same file get different paths', () => {
  const a = mediaPath('programas', 'foto.png', 'image/png', AT)
  const b = mediaPath('programas', 'foto.png', 'image/png', AT)
  expect(a).not.toBe(b)
})

test('accents, spaces, uppercase and symbols become a lowercase hyphenated slug', () => {
  expect(
    parts(mediaPath('banners', 'Ação Jovem  ÇÃO — São Paulo (1).JPG', 'image/jpeg', AT)).slug,
  ).toBe('acao-jovem-cao-sao-paulo-1')
})

test('the extension comes from the MIME type, never from the given name', () => {
  expect(parts(mediaPath('x', 'relatorio.exe', 'application/pdf', AT))).toMatchObject({
    slug: 'relatorio',
    ext: 'pdf',
  })
  expect(parts(mediaPath('x', 'foto.jpeg', 'image/jpeg', AT)).ext).toBe('jpg')
  expect(parts(mediaPath('x', 'sem-extensao', 'image/webp', AT))).toMatchObject({
    slug: 'sem-extensao',
    ext: 'webp',
  })
  expect(() => mediaPath('x', 'a.svg', 'image/svg+xml', AT)).toThrow()
})

test('no traversal, no leading slash and no empty segments, even from hostile names', () => {
  const path = mediaPath('/../Programas//../', '../../etc/passwd.png', 'image/png', AT)
  expect(path).not.toMatch(/^\//)
  expect(path).not.toContain('..')
  expect(path).not.toContain('//')
  expect(parts(path)).toMatchObject({ folder: 'programas', slug: 'passwd' })
  expect(parts(mediaPath('', '.png', 'image/png', AT))).toMatchObject({
    folder: 'geral',
    slug: 'arquivo',
  })
  expect(parts(mediaPath('trilhas/Módulos', '🙂.gif', 'image/gif', AT))).toMatchObject({
    folder: 'trilhas/modulos',
    slug: 'arquivo',
  })
})

test('very long names are cut to 80 characters without a trailing hyphen', () => {
  const long = `${'a'.repeat(79)} ${'b'.repeat(200)}.png`
  const slug = parts(mediaPath('x', long, 'image/png', AT)).slug ?? ''
  expect(slug).toBe('a'.repeat(79))
  const slug2 = parts(mediaPath('x', `${'c'.repeat(300)}.png`, 'image/png', AT)).slug
  expect(slug2).toHaveLength(80)
})

test('sizes read in binary units with pt-BR decimals', () => {
  expect(formatFileSize(900)).toBe('900 B')
  expect(formatFileSize(2048)).toBe('2 KB')
  expect(formatFileSize(1536)).toBe('1,5 KB')
  expect(formatFileSize(1.4 * 1048576)).toBe('1,4 MB')
})

test('addresses: file names, image detection and what the database accepts', () => {
  expect(fileNameOf('https://x.supabase.co/storage/v1/object/public/site-media/a/b%20c.png')).toBe(
    'b c.png',
  )
  expect(fileNameOf('/images/logo.svg?v=2')).toBe('logo.svg')
  expect(looksLikeImage('/images/logo.svg')).toBe(true)
  expect(looksLikeImage('/docs/relatorio.pdf')).toBe(false)
  expect(MEDIA_ADDRESS_PATTERN.test('/images/a.png')).toBe(true)
  expect(MEDIA_ADDRESS_PATTERN.test('https://a.b/c.png')).toBe(true)
  expect(MEDIA_ADDRESS_PATTERN.test('//evil.example/a.png')).toBe(false)
  expect(MEDIA_ADDRESS_PATTERN.test('javascript:alert(1)')).toBe(false)
  expect(MEDIA_ADDRESS_PATTERN.test('/a b.png')).toBe(false)
})
