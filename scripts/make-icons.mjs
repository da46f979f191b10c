// Writes the install icons of the web app manifest (public/icons/*.png) from the site's logo
// (public/logo.svg), drawn by Debian's Chromium through playwright-core: no image library and no
// download. Run it after changing the logo (`node scripts/make-icons.mjs`) and commit the PNGs.
// - icon-192.png, icon-512.png: the logo as it is (rounded square, transparent corners).
// - icon-maskable-512.png: the logo's gradient to the edges and the letter inside the central 60%
//   (the safe zone is a circle of 40% of the size: launchers crop to any shape outside it).
// - apple-touch-icon.png (180): full square, iOS rounds the corners itself.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/browser.ts'

const root = resolve(import.meta.dirname, '..')
const logo = readFileSync(join(root, 'public/logo.svg'), 'utf8')
const gradient = /<defs>.*<\/defs>/.exec(logo)?.[0]
const letter = /<path [^>]*\/>/.exec(logo)?.[0]
if (!gradient || !letter) throw new Error('public/logo.svg: no gradient or letter path found')

/** The full-bleed variant: gradient square, the letter scaled by `scale` around the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${letter}</g></svg>`

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The letter spans 36 of 64 units; 0.85 keeps it within about 48% of the width (safe zone 80%).
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.85) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    )
    await page.locator('svg').screenshot({
      path: join(root, 'public/icons', file),
      omitBackground: true,
    })
    console.log(`public/icons/${file} (${size}x${size})`)
  }
} finally {
  await browser.close()
}
