// Data sections under faults injected at the network, on the production build, on a 360x740 touch
// phone and on a desktop: a REST table that answers 500 shows that section's error (axe clean)
// with "Tentar novamente" on the home page, a list and an item page; once the fault is gone the
// retry brings the content; and a section left in error while the browser goes offline and comes
// back reads again by itself.
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import { newestBuiltNews } from './support/backend'
import {
  DEVICES,
  engagePage,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  type DeviceName,
} from './support/browser'

const baseURL = siteURL()
let browser: Browser
let article: { slug: string; title: string }

beforeAll(async () => {
  browser = await launchBrowser()
  article = await newestBuiltNews(baseURL)
})
afterAll(async () => {
  await browser?.close()
})

/** The browser's own lines for the faults injected on purpose. */
const INJECTED = [
  /Failed to load resource: the server responded with a status of 500/,
  /net::ERR_INTERNET_DISCONNECTED/,
  /net::ERR_FAILED/,
]

const ERROR_TEXT = 'Não foi possível carregar'

interface Case {
  name: string
  path: () => string
  /**
   * Reaches the page inside the app from another one (a pre-rendered page a visitor lands on
   * carries the build's rows, so its own table is not read until later).
   */
  via?: { path: () => string; link: () => string }
  /** The REST table whose reads fail. */
  table: string
  /** The section that shows the error and, after recovery, the content. */
  section: (page: Page) => Locator
  /** Something only the content shows. */
  content: (page: Page) => Locator
}

const cases: Case[] = [
  {
    name: 'home page',
    path: () => '/',
    table: 'pdc_publications',
    section: (page) => page.getByRole('region', { name: 'Acesse Nossos Conteúdos' }),
    content: (page) =>
      page.getByRole('region', { name: 'Acesse Nossos Conteúdos' }).getByRole('listitem').first(),
  },
  {
    name: 'news list',
    path: () => '/noticias',
    via: { path: () => `/noticias/${article.slug}`, link: () => 'Ver todas as notícias' },
    table: 'noticias',
    section: (page) => page.getByRole('main'),
    content: (page) => page.getByRole('main').getByRole('heading', { level: 3 }).first(),
  },
  {
    name: 'news article',
    path: () => `/noticias/${article.slug}`,
    via: { path: () => '/noticias', link: () => article.title },
    table: 'noticias',
    section: (page) => page.getByRole('main'),
    content: (page) => page.getByRole('heading', { level: 1, name: article.title }),
  },
]

/** Makes every read of `table` answer 500 until the returned function is called. */
async function failTable(page: Page, table: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/rest/v1/${table}(\\?|$)`)
  const handler = (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'falha de teste', details: null, hint: null }),
    })
  await page.route(pattern, handler)
  return () => page.unroute(pattern, handler)
}

/** Opens the page and waits for the section's error (the home sections wait for a scroll). */
async function openFailed(page: Page, c: Case): Promise<Locator> {
  if (c.via) {
    await page.goto(`${baseURL}${c.via.path()}`)
    await engagePage(page)
    // The page linked from keeps the screen until the next one renders, and its own read of the
    // same table may show an error too: wait for it to go before looking for the next page's.
    const from = page.getByRole('main').getByRole('heading', { level: 1 }).first()
    const fromTitle = (await from.innerText()).trim()
    await page.getByRole('link', { name: c.via.link() }).first().click()
    await page.waitForURL(`${baseURL}${c.path()}`)
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: fromTitle, exact: true })
      .waitFor({ state: 'detached', timeout: 15_000 })
  } else await page.goto(`${baseURL}${c.path()}`)
  if (c.path() === '/') {
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 400)
  }
  const alert = c.section(page).getByRole('alert')
  await alert.waitFor({ timeout: 15_000 })
  expect(await alert.innerText()).toContain(ERROR_TEXT)
  return alert
}

async function goOfflineAndBack(context: BrowserContext, page: Page): Promise<void> {
  // The connection comes back only once the page has heard the `offline` event (this listener,
  // added last, runs after the app's own).
  await page.evaluate(() => {
    addEventListener(
      'offline',
      () => document.documentElement.setAttribute('data-e2e-offline', ''),
      {
        once: true,
      },
    )
  })
  await context.setOffline(true)
  await page.locator('html[data-e2e-offline]').waitFor({ state: 'attached' })
  await context.setOffline(false)
}

for (const device of ['phone', 'desktop'] as DeviceName[]) {
  for (const c of cases) {
    test(`${device}, ${c.name}: a 500 shows the section's error (axe clean) with "Tentar novamente"; once fixed, the retry brings the content`, async () => {
      const { page, context, errors } = await openPage(browser, {
        ...DEVICES[device],
        ignoreConsole: INJECTED,
      })
      try {
        const heal = await failTable(page, c.table)
        const alert = await openFailed(page, c)
        const retry = alert.getByRole('button', { name: 'Tentar novamente' })
        await retry.waitFor()
        // The error state fits the screen, and the other sections are still there.
        const box = await alert.boundingBox()
        expect(box!.x).toBeGreaterThanOrEqual(0)
        expect(box!.x + box!.width).toBeLessThanOrEqual(DEVICES[device].viewport.width)
        if (c.path() === '/') {
          await page
            .getByRole('region', { name: 'Nossos Programas' })
            .getByRole('article')
            .first()
            .waitFor()
        }
        await alert.scrollIntoViewIfNeeded()
        await expectNoAxeViolations(page, '[role="alert"]')

        await heal()
        await retry.click()
        await c.content(page).waitFor({ timeout: 15_000 })
        expect(await c.section(page).getByRole('alert').count()).toBe(0)
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    })

    test(`${device}, ${c.name}: a section in error reads again by itself when the connection comes back`, async () => {
      const { page, context, errors } = await openPage(browser, {
        ...DEVICES[device],
        ignoreConsole: INJECTED,
      })
      try {
        const heal = await failTable(page, c.table)
        await openFailed(page, c)
        await heal()
        await goOfflineAndBack(context, page)
        // No click: the reconnection alone reads the section again.
        await c.content(page).waitFor({ timeout: 15_000 })
        expect(await c.section(page).getByRole('alert').count()).toBe(0)
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    })
  }
}

for (const device of ['phone', 'desktop'] as DeviceName[]) {
  for (const c of cases.filter((c) => c.via)) {
    test(`${device}, ${c.name}: a visitor who lands on it while its table fails reads the build's rows, with no error`, async () => {
      const { page, context, errors } = await openPage(browser, {
        ...DEVICES[device],
        ignoreConsole: INJECTED,
      })
      try {
        const failed: string[] = []
        page.on('response', (response) => {
          if (response.status() === 500) failed.push(response.url())
        })
        await failTable(page, c.table)
        await page.goto(`${baseURL}${c.path()}`)
        await engagePage(page)
        // The page's code has read the table again (and failed); the build's rows stay on screen.
        await expect.poll(() => failed.length, { timeout: 15_000 }).toBeGreaterThan(0)
        await c.content(page).waitFor()
        expect(await c.section(page).getByRole('alert').count()).toBe(0)
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    })
  }
}
