import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core'
import { expect } from 'vitest'
import { chromiumOptions } from './chromium'

const require = createRequire(import.meta.url)
const axePath = require.resolve('axe-core/axe.min.js')

/**
 * A Chromium of the file's own. One browser shared by the whole run (launchServer + connect) was
 * tried and dropped: its pages ran the home page's script-driven fades late, and axe read
 * half-faded colours (docs/decisions/test-speed.md).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions())
}

export interface TrackedPage {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught page errors seen so far. */
  errors: string[]
}

/** The devices the phone journeys run on: a 360x740 touch phone and a desktop. */
export const DEVICES = {
  phone: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false },
} as const
export type DeviceName = keyof typeof DEVICES

/** A fresh context and page that records console errors and page errors. */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number }
    /** Touch and mobile emulation (a phone): see DEVICES. */
    hasTouch?: boolean
    isMobile?: boolean
    reducedMotion?: 'reduce' | 'no-preference'
    /** The browser's own zone (Brazil unless a test proves something holds elsewhere). */
    timezoneId?: string
    /** Console errors a test expects (e.g. the browser's own line for an HTTP error it handles). */
    ignoreConsole?: RegExp[]
    /**
     * The site's service worker. Blocked unless a test is about it: `page.route` does not see the
     * requests a service worker makes, and many journeys inject faults with it.
     */
    serviceWorkers?: 'allow' | 'block'
  } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1366, height: 900 },
    hasTouch: options.hasTouch ?? false,
    isMobile: options.isMobile ?? false,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: 'pt-BR',
    timezoneId: options.timezoneId ?? 'America/Sao_Paulo',
    serviceWorkers: options.serviceWorkers ?? 'block',
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    const text = msg.text()
    if (options.ignoreConsole?.some((pattern) => pattern.test(text))) return
    errors.push(`console.error: ${text} (${msg.location().url})`)
  })
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
  return { page, context, errors }
}

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/**
 * The longest animation a scan or a measurement waits for. The site's entrances and fades (route
 * fade, dialog, drawer, toast) last 150–300 ms; what lasts longer is a countdown, not a change of
 * colour or place: the toast's 5 s progress bar, the navigation's 8 s progress line. Waiting for
 * those made every scan with a toast on screen take 5 s more.
 */
const SETTLE_MAX_MS = 1000

/** Waits for the page's entrances and fades (the route fade, dialog and drawer entrances) to end. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(
    (max) =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number(a.effect?.getComputedTiming().endTime) <= max)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    SETTLE_MAX_MS,
  )
}

/**
 * Resolves once the page has handled the tasks queued so far, such as the render React schedules
 * for a state change made by a timer that Playwright's clock just fired: a message posted now is
 * delivered after them (posted messages run in order, and React renders in one of its own).
 */
export async function renderedAfterTimers(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

/**
 * Resolves once every request the page started before this call has been reported to the test
 * (`page.on('request')`): the page sends one more, answered here without reaching the server, and
 * the browser reports requests in the order they start. For checks that something was not sent.
 */
export async function requestsReported(page: Page): Promise<void> {
  const url = `${new URL(page.url()).origin}/__e2e-barrier/${Date.now()}-${Math.random()}`
  const answer = (route: Route) => route.fulfill({ status: 204 })
  await page.route(url, answer)
  try {
    const seen = page.waitForRequest(url)
    await page.evaluate(
      (to) =>
        fetch(to).then(
          () => undefined,
          () => undefined,
        ),
      url,
    )
    await seen
  } finally {
    await page.unroute(url, answer)
  }
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA) on the page, or on `selector` within it. */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  const first = await scanOnce(page, selector)
  // A carousel that advances by itself (the home page's, every few seconds) can slide during the
  // scan, and axe then reads the half-faded slide's colours. A contrast finding is read once more
  // after the page settles: a real one is found again.
  if (!first.some((v) => v.id === 'color-contrast')) return first
  return scanOnce(page, selector)
}

async function scanOnce(page: Page, selector?: string): Promise<AxeViolation[]> {
  // Colours are only final once finite animations have finished; scanning mid-fade reports
  // contrast that no visitor sees. A section that mounts meanwhile (the home page's, once its code
  // arrives) starts a fade of its own: settle until a short pause starts none.
  for (let round = 0; round < 10; round++) {
    await settleAnimations(page)
    await page.waitForTimeout(150)
    const running = await page.evaluate((max) => {
      const css = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().endTime) <= max,
        ).length
      // framer-motion drives some fades from script, frame by frame, in the inline style.
      const scripted = [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].filter(
        (el) => {
          const opacity = Number(el.style.opacity)
          return opacity > 0 && opacity < 1
        },
      ).length
      return css + scripted
    }, SETTLE_MAX_MS)
    if (running === 0) break
  }
  const loaded = await page.evaluate(() => 'axe' in window)
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not
  // govern (an added <script> element would be inline script, refused by `script-src 'self'`).
  if (!loaded) await page.evaluate(readFileSync(axePath, 'utf8'))
  return page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> }
      }
    ).axe
    const result = await axe.run(sel ? { include: [sel] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations as never
  }, selector ?? null)
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n')
}

export async function expectNoAxeViolations(page: Page, selector?: string): Promise<void> {
  const violations = await axeViolations(page, selector)
  expect(violations, describeViolations(violations)).toEqual([])
}

/**
 * Engages a pre-rendered page, whose content stays the build's HTML until the visitor's first
 * scroll, touch, click or key (docs/decisions/landing-pages.md), and waits until React has rendered
 * it in place: element handles taken after this are the page's own, not nodes of the replaced HTML.
 */
export async function engagePage(page: Page): Promise<void> {
  const first = await page.evaluateHandle(
    () => document.getElementById('pagina')?.firstElementChild ?? null,
  )
  // A key pressed before the app listens engages nothing (as for a visitor): press until it does.
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('Shift')
    const replaced = await page
      .waitForFunction(
        (old) => {
          const child = document.getElementById('pagina')?.firstElementChild
          return child != null && child !== old
        },
        first,
        { timeout: 2_000 },
      )
      .then(() => true)
      .catch(() => false)
    if (replaced) return
    if (attempt >= 14) throw new Error('the page was not engaged: its content is still the HTML')
  }
}

/**
 * Resolves once the page's code has arrived and React has taken the page over (hydrated the
 * pre-rendered HTML, or rendered the shell), without any interaction: React marks the elements it
 * owns with its fiber. On a busy machine that can come after `networkidle` (the boot module waits
 * for the first paint and the page's pictures before it asks for the code).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#root > *')
    return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber$'))
  })
}
