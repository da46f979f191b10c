// A slow phone (4x CPU, 1.6 Mbps down, 750 kbps up, 150 ms): the header's menu and cart work from
// the first paint, before the app runs (scripts/early-taps.js), and moving between pages keeps the
// page on screen while the next page's code loads (docs/decisions/early-taps.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import { DEVICES, launchBrowser, openPage, type TrackedPage } from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

declare global {
  interface Window {
    /** When the app took over the header (its `mov-live` announcement), for these tests. */
    headerLiveAt?: number
    /** The clicks on the cart button that reached the page past the boot module: trusted or not. */
    cartClicks?: boolean[]
  }
}

/** A phone page that records when the app takes over the header and what reaches the cart button. */
async function openPhone(slow: boolean): Promise<TrackedPage> {
  const session = await openPage(browser, DEVICES.phone)
  await session.page.addInitScript(() => {
    document.addEventListener('mov-live', (event) => {
      if ((event as CustomEvent<string>).detail === 'header')
        window.headerLiveAt = performance.now()
    })
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest?.('button[aria-label^="Abrir carrinho"]'))
          (window.cartClicks ??= []).push(event.isTrusted)
      },
      true,
    )
  })
  if (slow) {
    const cdp = await session.context.newCDPSession(session.page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
  return session
}

/**
 * Holds back the app's entry chunk (and so hydration) until the returned function is called: a
 * tap made meanwhile is certainly one the app could not have seen.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**/${chunkOf('index.html')}`, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Opens the home page and resolves at its first contentful paint. */
async function firstPaint(page: Page): Promise<void> {
  await page.goto(`${baseURL}/`, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  )
}

const headerLive = (page: Page) => page.evaluate(() => window.headerLiveAt)

test('on a slow phone the menu opens on a tap right after the first paint, stays open when the app takes over, and closes with the next tap', async () => {
  const { page, context, errors } = await openPhone(true)
  try {
    const release = await holdEntry(page)
    await firstPaint(page)
    await page.getByRole('button', { name: 'Abrir menu' }).tap()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.waitFor({ timeout: 1_000 })
    // Opened by the boot module: the app has not taken over the header yet.
    expect(await headerLive(page)).toBeUndefined()
    expect(await page.locator('[aria-controls="mobile-menu"]').getAttribute('aria-label')).toBe(
      'Fechar menu',
    )

    release()
    await page.waitForFunction(() => window.headerLiveAt !== undefined, null, { timeout: 30_000 })
    expect(await menu.isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Fechar menu' }).tap()
    await menu.waitFor({ state: 'hidden' })
    expect(await page.locator('[aria-controls="mobile-menu"]').getAttribute('aria-expanded')).toBe(
      'false',
    )
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}, 90_000)

test('on a slow phone a tap on the cart right after the first paint opens the drawer once the app runs, exactly once', async () => {
  const { page, context, errors } = await openPhone(true)
  try {
    const release = await holdEntry(page)
    await firstPaint(page)
    await page.getByRole('button', { name: 'Abrir carrinho' }).tap()
    expect(await headerLive(page)).toBeUndefined()
    release()

    await page.getByRole('dialog', { name: 'Seu Carrinho' }).waitFor({ timeout: 30_000 })
    // The boot module kept the tap for itself and replayed it once, when the header was React's.
    expect(await page.evaluate(() => window.cartClicks)).toEqual([false])
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}, 90_000)

test("the app's scripts wait for the first paint and for the page's first picture, so they never slow it down", async () => {
  const { page, context, errors } = await openPhone(true)
  try {
    // The home page's picture (its largest paint) arrives late, well after the text has painted.
    await page.route('**/images/home/hero.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    await page.goto(`${baseURL}/`)
    await page.waitForFunction(() => window.headerLiveAt !== undefined, null, { timeout: 30_000 })
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const picture = resources.find((r) => r.name.endsWith('/images/home/hero.svg'))
      const scripts = resources.filter(
        (r) => /\/assets\/.+\.js$/.test(r.name) && !/\/boot-[^/]+\.js$/.test(r.name),
      )
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        picture: picture?.responseEnd,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
        scripts: scripts.length,
      }
    })
    expect(timing.scripts).toBeGreaterThan(0)
    expect(timing.paint).toBeDefined()
    expect(timing.picture).toBeDefined()
    expect(timing.firstScript).toBeGreaterThan(timing.paint!)
    expect(timing.firstScript).toBeGreaterThan(timing.picture!)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}, 90_000)

/** The file of a route's chunk in the build (dist/.vite/manifest.json). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not in the build's manifest`)
  return entry.file
}

test('moving to a page whose code is slow keeps the current page on screen, with no full-page spinner', async () => {
  const { page, context, errors } = await openPhone(false)
  try {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**/${chunkOf('src/app/routes/noticias/list.tsx')}`, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${baseURL}/`)
    await page.waitForFunction(() => window.headerLiveAt !== undefined)
    const home = page.getByRole('heading', { level: 1 }).first()
    const homeTitle = await home.textContent()

    await page.getByRole('button', { name: 'Abrir menu' }).tap()
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: 'Notícias', exact: true })
      .tap()
    await page.waitForURL(`${baseURL}/noticias`)
    await page.locator('main[aria-busy="true"]').waitFor()
    expect(await home.textContent()).toBe(homeTitle)
    expect(await home.isVisible()).toBe(true)
    // No full-page spinner: the one page spinner in main is the small one beside the kept page
    // (the kept home page's own sections may show their loading states).
    expect(
      await page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^\s*Carregando\.\.\.\s*$/ })
        .count(),
    ).toBe(1)
    expect(await page.locator('.navigation-pending').getByRole('status').textContent()).toContain(
      'Carregando',
    )
    await page.locator('.navigation-progress').waitFor()

    release()
    await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor()
    expect(await page.locator('main').getAttribute('aria-busy')).toBeNull()
    expect(await page.locator('.navigation-progress').count()).toBe(0)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}, 60_000)
