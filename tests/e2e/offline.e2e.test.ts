// Installable and useful offline, on the production build served as `npm start` serves it, with the
// site's service worker allowed (every other journey blocks it: see openPage). After one visit,
// offline: /doar and the home page's donation dialog show the PIX code and the bank details, an
// article opened before reads again, any other address gets the pt-BR offline page. Chrome reports
// the site installable. docs/decisions/offline-and-install.md.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { DEVICES, expectNoAxeViolations, launchBrowser, openPage } from './support/browser'
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium'
import { startPreview } from './support/preview-server'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ARTICLE = '/noticias/encontro-nacional-2026-maceio'
const ARTICLE_TITLE = 'Encontro Nacional MOV 2026 reunirá juventudes de todo o país em Maceió'
// The browser's own console line for each request that fails offline.
const NETWORK_NOISE = [/Failed to load resource/]

/**
 * The service worker registers after the visitor's first interaction (src/app/pwa.ts): a key press,
 * then the worker installed and controlling the page.
 */
async function controlledByServiceWorker(page: Page): Promise<void> {
  // A key pressed before the app has started is not seen by it: press again until it is.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift')
        return page.evaluate(() => navigator.serviceWorker.controller !== null)
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true)
}

test('Chrome reports the site installable: a manifest in pt-BR with its icons, no installability error', async () => {
  // A profile of its own: Chrome never offers to install from an incognito window, which every
  // other context of these journeys is.
  const profile = mkdtempSync(join(tmpdir(), 'mov-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
    locale: 'pt-BR',
  })
  const page = context.pages()[0] ?? (await context.newPage())
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string
      errors: unknown[]
      parsed?: { name?: string; shortName?: string; lang?: string; icons?: Array<{ url: string }> }
    }
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`)
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    // The icons the manifest names are served as PNGs of their sizes.
    const parsed = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json())
    expect(parsed).toMatchObject({
      name: 'MOV — Conectando jovens ao futuro',
      short_name: 'MOV',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
    })
    const icons = parsed.icons as Array<{ src: string; sizes: string; purpose: string }>
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        return `${image.naturalWidth}x${image.naturalHeight}`
      }, icon.src)
      expect(size, icon.src).toBe(icon.sizes)
    }
    expect(errors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('phone, after one visit, offline: /doar and the donation dialog show the PIX code and bank details, an opened article reads again, other addresses get the offline page', async () => {
  const { page, context, errors } = await openPage(browser, {
    ...DEVICES.phone,
    serviceWorkers: 'allow',
    ignoreConsole: NETWORK_NOISE,
  })
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await controlledByServiceWorker(page)
    await page.goto(`${baseURL}${ARTICLE}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: ARTICLE_TITLE }).waitFor()

    await context.setOffline(true)

    // /doar, never opened: the PIX code, its QR code and the bank details.
    await page.goto(`${baseURL}/doar`)
    await page.getByRole('heading', { level: 1, name: 'Faça uma Doação' }).waitFor()
    const main = page.locator('main')
    const pix = main.getByRole('textbox', { name: 'PIX Copia e Cola', exact: true })
    await expect.poll(() => pix.inputValue()).toMatch(/^000201.*6304[0-9A-F]{4}$/)
    await main.getByRole('heading', { level: 2, name: 'Transferência bancária' }).waitFor()
    expect(await main.getByRole('textbox', { name: 'Agência', exact: true }).inputValue()).toBe(
      '0001',
    )
    await main.getByRole('button', { name: 'Mostrar QR Code' }).click()
    await main.getByRole('img', { name: /QR Code PIX/ }).waitFor()
    await expectNoAxeViolations(page)

    // The home page's "Faça uma Doação" opens the dialog with the PIX code.
    await page.goto(`${baseURL}/`)
    const help = page.getByRole('region', { name: 'Como Ajudar' })
    await help.scrollIntoViewIfNeeded()
    const dialog = page.getByRole('dialog', { name: 'Faça uma Doação' })
    // A tap that lands while the page is still starting is lost: tap again until the dialog opens.
    await expect
      .poll(
        async () => {
          if ((await dialog.count()) === 0)
            await help.getByRole('button', { name: 'Faça uma Doação' }).click()
          return dialog.count()
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1)
    const dialogPix = dialog.getByRole('textbox', { name: 'PIX Copia e Cola', exact: true })
    await expect.poll(() => dialogPix.inputValue()).toMatch(/^000201/)
    await page.keyboard.press('Escape')

    // The article opened before reads again.
    await page.goto(`${baseURL}${ARTICLE}`)
    await page.getByRole('heading', { level: 1, name: ARTICLE_TITLE }).waitFor({ timeout: 30_000 })
    expect(await page.getByText(/Algo deu errado/).count()).toBe(0)

    // An address never opened: the offline page, in pt-BR, with the way to /doar.
    await page.goto(`${baseURL}/institucional/estrutura`)
    await page.getByRole('heading', { level: 1, name: 'Você está sem conexão' }).waitFor()
    expect(await page.title()).toBe('Você está sem conexão | MOV')
    expect(await page.getByRole('link', { name: 'Doar por PIX' }).getAttribute('href')).toBe(
      '/doar',
    )
    await expectNoAxeViolations(page)

    // The link leads to the donation page, still offline.
    await page.getByRole('link', { name: 'Doar por PIX' }).click()
    await page.getByRole('heading', { level: 1, name: 'Faça uma Doação' }).waitFor()

    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a new deployment shows "Nova versão disponível"; its button reloads the page once, onto the new version', async () => {
  const { page, context, errors } = await openPage(browser, {
    serviceWorkers: 'allow',
    ignoreConsole: NETWORK_NOISE,
  })
  // A copy of the build on a site of its own: the next deployment is written into the copy, never
  // into the dist/ that the journey running beside this one is served from.
  const build = mkdtempSync(join(tmpdir(), 'mov-deploy-'))
  cpSync(join(process.cwd(), 'dist'), build, { recursive: true })
  const site = await startPreview({ outDir: build })
  const file = join(build, 'sw.js')
  const deployed = readFileSync(file, 'utf8')
  try {
    await page.goto(`${site.baseURL}/`, { waitUntil: 'networkidle' })
    await controlledByServiceWorker(page)
    // The next deployment's worker: the same, plus an answer that names it.
    writeFileSync(
      file,
      `${deployed}\nself.addEventListener('message', (e) => { if (e.data === 'versão?') e.source.postMessage('nova') })\n`,
    )
    let loads = 0
    page.on('load', () => (loads += 1))
    // What the browser does at the next navigation, or the page every hour (src/app/pwa.ts).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const notice = page.getByRole('region', { name: /^Notificações/ })
    await notice.getByText('Nova versão disponível').waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page, '[role="region"]')
    await notice.getByRole('button', { name: 'Recarregar' }).click()
    await expect.poll(() => loads, { timeout: 30_000 }).toBe(1)
    await page.waitForLoadState('networkidle')
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)))
          navigator.serviceWorker.controller?.postMessage('versão?')
        }),
    )
    expect(version).toBe('nova')
    expect(await page.getByText('Nova versão disponível').count()).toBe(0)
    expect(loads).toBe(1)
    expect(errors).toEqual([])
  } finally {
    await context.close()
    await site.server.close()
    rmSync(build, { recursive: true, force: true })
  }
})
