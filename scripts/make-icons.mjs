// Writes the install icons of the web app manifest (public/icons/*.png) and the favicon from the
// site's logo (public/logo.svg), and the footer's seal (public/images/selo-ods.webp), drawn by
// Debian's Chromium through playwright-core: no image library and no download. Run it after
// changing the logo or the seal (`npx tsx scripts/make-icons.mjs`) and commit the pictures.
// - icon-192.png, icon-512.png: the logo as it is (rounded square, transparent corners).
// - icon-maskable-512.png: the logo's gradient to the edges and the letter inside the central 60%
//   (the safe zone is a circle of 40% of the size: launchers crop to any shape outside it).
// - apple-touch-icon.png (180): full square, iOS rounds the corners itself.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/chromium.ts'

const root = resolve(import.meta.dirname, '..')
const logo = readFileSync(join(root, 'public/logo.svg'), 'utf8')
const gradient = /<defs>.*<\/defs>/.exec(logo)?.[0]
const letter = /<path [^>]*\/>/.exec(logo)?.[0]
if (!gradient || !letter) throw new Error('public/logo.svg: no gradient or letter path found')

/** The full-bleed variant: gradient square, the letter scaled by `scale` around the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${letter}</g></svg>`

const seal = readFileSync(join(root, 'public/images/selo-ods.svg'), 'utf8')

// Where each picture goes (public/<dir>/<file>). The favicon and the footer's seal are pictures,
// not SVG documents: each SVG <img> or icon costs the phone a document of its own to build, tens
// of milliseconds of main thread on the first load (docs/decisions/landing-pages.md).
const ICONS = [
  { file: 'favicon-48.png', size: 48, svg: logo },
  // The seal is shown at 96 CSS pixels: 192 covers 2x screens.
  { dir: 'images', file: 'selo-ods.webp', size: 192, svg: seal },
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The letter spans 36 of 64 units; 0.85 keeps it within about 48% of the width (safe zone 80%).
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.85) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const { dir = 'icons', file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size })
    const sized = svg
      .replace(/<svg([^>]*?)\s(?:width|height)="[^"]*"/g, '<svg$1')
      .replace(/<svg([^>]*?)\s(?:width|height)="[^"]*"/g, '<svg$1')
      .replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    )
    const png = await page.locator('svg').screenshot({ omitBackground: true })
    const out = join(root, 'public', dir, file)
    if (file.endsWith('.webp')) {
      // Chromium's own encoder, through a canvas (lossy, transparency kept).
      const url = await page.evaluate(async (b64) => {
        const img = new Image()
        img.src = `data:image/png;base64,${b64}`
        await img.decode()
        const canvas = Object.assign(document.createElement('canvas'), {
          width: img.naturalWidth,
          height: img.naturalHeight,
        })
        canvas.getContext('2d')?.drawImage(img, 0, 0)
        return canvas.toDataURL('image/webp', 0.9)
      }, png.toString('base64'))
      writeFileSync(out, Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))
    } else writeFileSync(out, png)
    console.log(`public/${dir}/${file} (${size}x${size})`)
  }
} finally {
  await browser.close()
}
