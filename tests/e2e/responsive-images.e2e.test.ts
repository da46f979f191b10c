// Images sized for the screen (docs/decisions/responsive-images.md), in the production build on the
// local backend: a 4000x3000 phone photo of about 5 MB, carrying EXIF with GPS tags and a 90°
// orientation, is uploaded as a news cover through the newsroom's real form and published. Storage
// then holds every width of the ladder as WebP, upright, with no EXIF or GPS bytes and without the
// original; and the article, opened on a 390x844 phone at device pixel ratio 3, downloads exactly
// one cover variant, of at most 80 kB. axe runs on the article page.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../../src/config/local'
import { PHONE, accessToken, signIn } from './support/staff'
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The bucket's limit (5 MiB): the photo must stay under it to be accepted at all. */
const BUCKET_LIMIT = 5_242_880
/** A marker in the GPS block, to prove no byte of it reaches Storage. */
const GPS_MARKER = 'WGS-84-MOV-E2E-GPS'

/**
 * A photo-like 4000x3000 picture (sky, ground, soft shapes, foliage-like texture and pixel noise)
 * encoded as JPEG by Chromium's canvas at the highest quality that keeps it under the bucket's
 * limit (1.0, then 0.99, ...), as base64.
 */
async function paintPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async (limit) => {
    const W = 4000
    const H = 3000
    const canvas = new OffscreenCanvas(W, H)
    const x = canvas.getContext('2d')!
    let seed = 7
    const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296
    const sky = x.createLinearGradient(0, 0, 0, H)
    sky.addColorStop(0, '#4a7fc1')
    sky.addColorStop(0.55, '#c9dff2')
    sky.addColorStop(0.56, '#5d7a3a')
    sky.addColorStop(1, '#2f4420')
    x.fillStyle = sky
    x.fillRect(0, 0, W, H)
    for (let i = 0; i < 60; i++) {
      x.save()
      x.translate(rnd() * W, H * 0.3 + rnd() * H * 0.7)
      x.scale(80 + rnd() * 400, 60 + rnd() * 300)
      const g = x.createRadialGradient(0, 0, 0, 0, 0, 1)
      g.addColorStop(0, `hsl(${rnd() * 360} 50% ${30 + rnd() * 40}%)`)
      g.addColorStop(1, 'hsl(0 0% 0% / 0)')
      x.fillStyle = g
      x.beginPath()
      x.arc(0, 0, 1, 0, Math.PI * 2)
      x.fill()
      x.restore()
    }
    for (let i = 0; i < 20000; i++) {
      x.fillStyle = `hsl(${80 + rnd() * 60} ${30 + rnd() * 40}% ${15 + rnd() * 35}%)`
      x.beginPath()
      x.ellipse(
        rnd() * W,
        H * 0.56 + rnd() * H * 0.44,
        2 + rnd() * 14,
        2 + rnd() * 10,
        rnd() * 3,
        0,
        Math.PI * 2,
      )
      x.fill()
    }
    const pixels = x.getImageData(0, 0, W, H)
    const d = pixels.data
    for (let i = 0; i < d.length; i += 4) {
      const n = (rnd() - 0.5) * 4
      d[i] = d[i]! + n
      d[i + 1] = d[i + 1]! + n
      d[i + 2] = d[i + 2]! + n
    }
    x.putImageData(pixels, 0, 0)
    let blob: Blob | null = null
    for (let q = 100; q >= 80; q--) {
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: q / 100 })
      if (blob.size <= limit) break
    }
    const bytes = new Uint8Array(await blob!.arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    }
    return btoa(text)
  }, BUCKET_LIMIT - 4096)
  return Buffer.from(base64, 'base64')
}

/**
 * An APP1 "Exif\0\0" segment (big-endian TIFF): IFD0 with Orientation 6 (rotate 90° clockwise) and
 * a GPS IFD with latitude/longitude of São Paulo and GPSMapDatum set to GPS_MARKER.
 */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(164 + GPS_MARKER.length + 1)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  const entry = (
    at: number,
    tag: number,
    type: number,
    count: number,
    value: (o: number) => void,
  ) => {
    tiff.writeUInt16BE(tag, at)
    tiff.writeUInt16BE(type, at + 2)
    tiff.writeUInt32BE(count, at + 4)
    value(at + 8)
  }
  // IFD0 at 8: two entries, then the next-IFD offset (none).
  tiff.writeUInt16BE(2, 8)
  entry(10, 0x0112, 3, 1, (o) => tiff.writeUInt16BE(6, o)) // Orientation
  entry(22, 0x8825, 4, 1, (o) => tiff.writeUInt32BE(38, o)) // GPSInfo IFD pointer
  tiff.writeUInt32BE(0, 34)
  // GPS IFD at 38: six entries (ends at 38 + 2 + 72 + 4 = 116), then its values.
  tiff.writeUInt16BE(6, 38)
  entry(40, 0x0000, 1, 4, (o) => tiff.set([2, 2, 0, 0], o)) // GPSVersionID
  entry(52, 0x0001, 2, 2, (o) => tiff.write('S\0', o, 'latin1')) // GPSLatitudeRef
  entry(64, 0x0002, 5, 3, (o) => tiff.writeUInt32BE(116, o)) // GPSLatitude
  entry(76, 0x0003, 2, 2, (o) => tiff.write('W\0', o, 'latin1')) // GPSLongitudeRef
  entry(88, 0x0004, 5, 3, (o) => tiff.writeUInt32BE(140, o)) // GPSLongitude
  entry(100, 0x0012, 2, GPS_MARKER.length + 1, (o) => tiff.writeUInt32BE(164, o)) // GPSMapDatum
  tiff.writeUInt32BE(0, 112)
  const rationals = (at: number, values: Array<[number, number]>) =>
    values.forEach(([n, dd], i) => {
      tiff.writeUInt32BE(n, at + i * 8)
      tiff.writeUInt32BE(dd, at + i * 8 + 4)
    })
  rationals(116, [
    [23, 1],
    [33, 1],
    [1234, 100],
  ])
  rationals(140, [
    [46, 1],
    [38, 1],
    [3456, 100],
  ])
  tiff.write(`${GPS_MARKER}\0`, 164, 'latin1')
  const header = Buffer.alloc(4)
  header.writeUInt16BE(0xffe1, 0)
  header.writeUInt16BE(2 + 6 + tiff.length, 2)
  return Buffer.concat([header, Buffer.from('Exif\0\0', 'latin1'), tiff])
}

/** The JPEG with the EXIF segment right after its start-of-image marker. */
function withExif(jpeg: Buffer): Buffer {
  expect(jpeg.readUInt16BE(0)).toBe(0xffd8)
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(), jpeg.subarray(2)])
}

async function openNewsroom(page: Page) {
  await page.goto(`${baseURL}/escritor`, { waitUntil: 'networkidle' })
  await page.getByLabel('Senha de Acesso (obrigatório)', { exact: true }).fill('escritor-local')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor()
}

test('a 5 MB phone photo becomes EXIF-free WebP widths, and a phone downloads one of at most 80 kB', async () => {
  const writer = await openPage(browser)
  const stamp = Date.now().toString(36)
  const title = `Mutirão no parque ${stamp}`
  const alt = 'Jovens plantando mudas no gramado do parque'
  let slug = ''
  const figures: string[] = []
  try {
    const { page } = writer
    await signIn(page, baseURL, 'escritor@mov.local')
    const photo = withExif(await paintPhoto(page))
    expect(photo.length).toBeGreaterThan(4_000_000)
    expect(photo.length).toBeLessThanOrEqual(BUCKET_LIMIT)
    expect(photo.includes(GPS_MARKER)).toBe(true)
    figures.push(`photo ${photo.length} B`)

    await openNewsroom(page)
    await page.getByRole('main').getByRole('link', { name: 'Nova notícia' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nova notícia' }).waitFor()
    await page.getByRole('textbox', { name: /^Título/ }).fill(title)
    slug = await page.getByRole('textbox', { name: /^Endereço da notícia/ }).inputValue()
    await page.getByRole('textbox', { name: /^Resumo/ }).fill('Cem mudas plantadas em uma manhã.')
    await page
      .getByRole('textbox', { name: /^Texto da notícia/ })
      .fill('O mutirão foi **um sucesso**.')
    await page.getByRole('combobox', { name: 'Autor' }).selectOption({ label: 'Ana Clara Menezes' })
    await page.getByLabel('Arquivo para Imagem de capa').setInputFiles({
      name: 'IMG_20261127_081500.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    })
    await page.getByText('Otimizando imagem…').waitFor()
    await page.getByText('Arquivo enviado.').waitFor({ timeout: 60_000 })
    await page.getByRole('textbox', { name: /^Descrição da imagem de capa/ }).fill(alt)
    await page.getByRole('button', { name: 'Publicar agora' }).click()
    await page.getByText('Notícia publicada.').first().waitFor()

    // The row keeps the largest width; its name says the upright size (EXIF orientation 6).
    const cover = await page.evaluate(
      async ([url, key, slugValue]) => {
        const res = await fetch(
          `${url}/rest/v1/noticias?select=cover_image_url&slug=eq.${slugValue}`,
          {
            headers: { apikey: key, Authorization: `Bearer ${key}` },
          },
        )
        return ((await res.json()) as Array<{ cover_image_url: string }>)[0]!.cover_image_url
      },
      [baseURL, LOCAL_ANON_KEY, slug] as const,
    )
    const match =
      /\/site-media\/(noticias\/\d{4}\/\d{2}\/([0-9a-f]{8}-img-20261127-081500))_1920x2560_1920\.webp$/.exec(
        cover,
      )
    expect(match, cover).not.toBeNull()
    const [, stemPath, stemName] = match!
    const stem = cover.slice(0, cover.lastIndexOf('_1920x2560_'))

    // Every width exists, as WebP, decodes to its width upright, and carries no EXIF or GPS byte.
    const widths = [320, 640, 960, 1280, 1920]
    for (const w of widths) {
      const res = await fetch(`${stem}_1920x2560_${w}.webp`)
      expect(res.status, `width ${w}`).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toContain('max-age=31536000')
      const bytes = Buffer.from(await res.arrayBuffer())
      figures.push(`${w}w ${bytes.length} B`)
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
      for (const marker of ['Exif', 'EXIF', GPS_MARKER, 'MM\0*']) {
        expect(bytes.includes(marker), `${marker} in width ${w}`).toBe(false)
      }
      const size = await page.evaluate(async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob())
        return [bitmap.width, bitmap.height]
      }, `${stem}_1920x2560_${w}.webp`)
      expect(size).toEqual([w, Math.round((2560 * w) / 1920)])
    }

    // Storage holds those five files and nothing else of this upload (the original never left).
    const token = await accessToken(page)
    const listed = await fetch(`${baseURL}/storage/v1/object/list/site-media`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        prefix: stemPath!.slice(0, stemPath!.lastIndexOf('/')),
        search: stemName,
      }),
    })
    expect(listed.status).toBe(200)
    const names = ((await listed.json()) as Array<{ name: string }>).map((o) => o.name).sort()
    expect(names).toEqual(widths.map((w) => `${stemName}_1920x2560_${w}.webp`).sort())
  } finally {
    await writer.context.close()
  }

  // A visitor on a real phone: 390x844 CSS pixels at 3 device pixels each.
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  const errors: string[] = []
  try {
    const page = await context.newPage()
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${baseURL}/noticias/${slug}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    const img = page.getByRole('img', { name: alt })
    await img.waitFor()
    await page.waitForFunction((name) => {
      const el = [...document.images].find((i) => i.alt === name)
      return Boolean(el?.complete && el.naturalWidth > 0)
    }, alt)
    expect(await img.getAttribute('fetchpriority')).toBe('high')
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/site-media\/noticias\/.*_1920x2560_\d+\.webp$/.test(e.name))
        .map((e) => {
          const r = e as PerformanceResourceTiming
          return { url: r.name, transfer: r.transferSize, body: r.encodedBodySize }
        }),
    )
    expect(loaded, JSON.stringify(loaded)).toHaveLength(1)
    const [one] = loaded
    const width = Number(/_(\d+)\.webp$/.exec(one!.url)![1])
    // Sharp on this screen: at least the slot's 358 CSS px times 3 device pixels.
    expect(width).toBeGreaterThanOrEqual(358 * 3)
    expect(one!.transfer).toBeGreaterThan(0)
    expect(one!.transfer).toBeLessThanOrEqual(80_000)
    figures.push(`phone loaded ${width}w, ${one!.transfer} B transferred`)
    console.info(`responsive images: ${figures.join(', ')}`)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}, 240_000)
