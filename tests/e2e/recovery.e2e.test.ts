// Error recovery on the production build, on a 360x740 touch phone and on a desktop: the offline
// banner (axe with it on screen, clear of the header) and a list asked for while offline that fills
// in once the connection is back; a page's code chunk that fails to load (a deploy that removed
// it) reloads the page once and then works, and if it keeps failing the error boundary shows with
// "Tentar novamente" instead of a blank screen, in the public layout and in a staff area.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import {
  DEVICES,
  engagePage,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  requestsReported,
  settleAnimations,
  appStarted,
  type DeviceName,
} from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const OFFLINE =
  'Você está sem conexão. Mostraremos o conteúdo atualizado assim que a internet voltar.'

/** The browser's own lines for requests refused on purpose (offline, an aborted chunk). */
const NETWORK_REFUSED = [/net::ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/]
/** React's report of the failed chunk, caught by the boundary, and of the hydration it stopped. */
const CHUNK_FAILED = [/Failed to fetch dynamically imported module/, /Hydration error/]

/** Counts the documents the tab loads (the first one and each reload). */
function countDocuments(page: Page): { count: number } {
  const documents = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count++
  })
  return documents
}

/** A move inside the app, as a click on a link makes it (no new document). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const boundaryHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' })

for (const device of ['phone', 'desktop'] as DeviceName[]) {
  test(`${device}: offline, a banner shows (axe clean, clear of the header); back online, it goes and a list asked for meanwhile fills in`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      ignoreConsole: NETWORK_REFUSED,
    })
    try {
      await page.goto(`${baseURL}/noticias`, { waitUntil: 'networkidle' })
      // The banner's code arrives with the visitor's first interaction, and the list's code reads
      // the list again (the build's rows are stale): wait for that read before going offline, or
      // it is a read of the offline moment (waitForLoadState('networkidle') does not wait again).
      const fresh = page.waitForResponse((r) => r.url().includes('/rest/v1/noticias?'))
      await engagePage(page)
      // The count the site has now (another file may have published since the build): the
      // answer's Content-Range, then the list once it shows that answer.
      const total = (await (await fresh).headerValue('content-range'))?.split('/')[1]
      expect(total).toMatch(/^\d+$/)
      const count = page.locator('main p[aria-live="polite"]')
      await count.filter({ hasText: new RegExp(`(^|\\D)${total}(\\D|$)`) }).waitFor()
      const first = (await page.locator('main h3').first().innerText()).trim()
      const word = first.split(/\s+/).find((w) => w.length > 5) ?? first

      const reads: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/rest/v1/')) reads.push(request.url())
      })
      await context.setOffline(true)
      const banner = page.getByRole('status').filter({ hasText: OFFLINE })
      await banner.waitFor()
      const box = await banner.boundingBox()
      const header = await page.getByRole('banner').boundingBox()
      expect(box && header && box.y >= header.y + header.height).toBe(true)
      expect(box!.y + box!.height).toBeLessThanOrEqual(DEVICES[device].viewport.height + 1)
      const dismiss = banner.getByRole('button', { name: 'Fechar aviso' })
      const target = await dismiss.boundingBox()
      expect(target!.width).toBeGreaterThanOrEqual(44)
      expect(target!.height).toBeGreaterThanOrEqual(44)
      await settleAnimations(page)
      await expectNoAxeViolations(page)

      // A search while offline: its answer cannot arrive yet (the list keeps the previous rows).
      const searchBox = page.getByRole('searchbox')
      await searchBox.fill(word)
      await searchBox.press('Enter')
      await page.waitForURL(/busca=/)
      // The list shows the search with the previous rows, and waits. Offline, a read is tried at
      // most once (the service worker may hold a copy: src/lib/query-client.ts); its retry waits
      // for the connection, so the list never ends in the error state meanwhile.
      await count.filter({ hasText: `para “${word}”` }).waitFor()
      await requestsReported(page)
      // Each read is tried at most once (several reads may belong to one search).
      const tries = new Map<string, number>()
      for (const url of reads) tries.set(url, (tries.get(url) ?? 0) + 1)
      expect(Math.max(0, ...tries.values()), reads.join('\n')).toBeLessThanOrEqual(1)
      expect((await count.innerText()).match(/\d+/)?.[0]).toBe(total)
      expect(await page.getByRole('main').getByRole('alert').count()).toBe(0)

      await context.setOffline(false)
      await page.getByRole('status').filter({ hasText: 'Conexão restabelecida.' }).waitFor()
      expect(await page.getByText(OFFLINE).count()).toBe(0)
      // The search's own answer fills the list in.
      await page.waitForFunction(
        ([selector, before]) => {
          const text = document.querySelector(selector)?.textContent ?? ''
          return text.includes('para “') && text.match(/\d+/)?.[0] !== before
        },
        ['main p[aria-live="polite"]', total] as const,
        { timeout: 15_000 },
      )
      await expect(page.getByRole('heading', { level: 3, name: first }).count()).resolves.toBe(1)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${device}: offline before any interaction (the banner's code could not be fetched), the plain banner says so`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      ignoreConsole: NETWORK_REFUSED,
    })
    try {
      await page.goto(`${baseURL}/programas`, { waitUntil: 'networkidle' })
      // The page's code has run (only the banner's, which waits for an interaction, is missing).
      await appStarted(page)
      await context.setOffline(true)
      const banner = page.getByRole('status').filter({ hasText: OFFLINE })
      await banner.waitFor()
      const box = await banner.boundingBox()
      expect(box!.y + box!.height).toBeLessThanOrEqual(DEVICES[device].viewport.height + 1)
      await expectNoAxeViolations(page)
      await context.setOffline(false)
      await page.waitForFunction((text) => !document.body.innerText.includes(text), OFFLINE)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${device}: a page chunk gone after a deploy reloads the page once, then the page works`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      ignoreConsole: NETWORK_REFUSED,
    })
    try {
      let requests = 0
      await page.route('**/assets/manifestos-*.js', (route) =>
        requests++ === 0 ? route.abort() : route.continue(),
      )
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      const documents = countDocuments(page)
      await navigateInApp(page, '/manifestos')
      await page.getByRole('heading', { level: 1, name: /Manifestos/i }).waitFor()
      // The reloaded page is pre-rendered: its code comes with the visitor's first key.
      await engagePage(page)
      await page.waitForLoadState('networkidle')
      // One reload; the page's code then arrived.
      expect(documents.count).toBe(1)
      expect(requests).toBe(2)
      expect(page.url()).toBe(`${baseURL}/manifestos`)
      expect(await boundaryHeading(page).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${device}: a page chunk that keeps failing reloads once, then shows the error with "Tentar novamente"`, async () => {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES[device],
      ignoreConsole: [...NETWORK_REFUSED, ...CHUNK_FAILED],
    })
    try {
      let broken = true
      await page.route('**/assets/busca-*.js', (route) =>
        broken ? route.abort() : route.continue(),
      )
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      const documents = countDocuments(page)
      await navigateInApp(page, '/busca')
      const heading = boundaryHeading(page)
      await heading.waitFor()
      await expect(heading.evaluate((h) => h === document.activeElement)).resolves.toBe(true)
      // Inside the normal layout: the header and footer are there.
      await expect(page.getByRole('banner').isVisible()).resolves.toBe(true)
      // (The footer is an island: its code arrives when it comes into view or at a key.)
      await page.getByRole('contentinfo').waitFor({ state: 'attached', timeout: 15_000 })
      await expect(
        page.getByRole('link', { name: 'Voltar para o início' }).isVisible(),
      ).resolves.toBe(true)
      await settleAnimations(page)
      await expectNoAxeViolations(page)
      // One reload, no loop: the page decides between reloading and this error when the chunk
      // fails (src/lib/chunk-reload.ts), so once the error shows, the count is final.
      expect(documents.count).toBe(1)

      // The host is fixed: "Tentar novamente" loads the page again.
      broken = false
      await page.getByRole('button', { name: 'Tentar novamente' }).click()
      // (The search page: rendered in the browser, so its code is what the failure blocked.)
      await page.getByRole('searchbox').first().waitFor()
      expect(documents.count).toBe(2)
      expect(await heading.count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('desktop: a staff area whose chunk keeps failing shows the same error, not a blank screen', async () => {
  const { page, context, errors } = await openPage(browser, {
    ...DEVICES.desktop,
    ignoreConsole: [...NETWORK_REFUSED, ...CHUNK_FAILED],
  })
  try {
    await page.route('**/assets/escritor-*.js', (route) => route.abort())
    const documents = countDocuments(page)
    await page.goto(`${baseURL}/escritor`)
    await boundaryHeading(page).waitFor({ timeout: 15_000 })
    // The first document and the one reload: the error shows only once the page has decided not
    // to reload again (src/lib/chunk-reload.ts), so the count is final.
    expect(documents.count).toBe(2)
    await expect(page.getByRole('button', { name: 'Tentar novamente' }).isVisible()).resolves.toBe(
      true,
    )
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
