// The specification's words (docs/decisions/spec-deviations.md), what a visitor sees, on phones of
// 390 and 320 px and on a desktop: every copy in the donation dialog raises the specified toast
// "<item> copiado!" / "Copiado para a área de transferência!" and the toast covers no control of
// the dialog; the dialog enters where it settles (no slide from the top-left corner); F8 focuses
// the toast area from the first interaction, even before any toast. Axe on each state.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Locator, Page } from 'playwright-core'
import {
  engagePage,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  settleAnimations,
} from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const SCREENS = {
  'phone 390': { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  'phone 320': { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false },
} as const

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function openDonationDialog(page: Page): Promise<Locator> {
  await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: 'Junte-se ao MOV' }).waitFor()
  await engagePage(page)
  await page.getByRole('button', { name: 'Faça uma Doação' }).click()
  const dialog = page.getByRole('dialog', { name: 'Faça uma Doação' })
  await dialog.waitFor()
  await settleAnimations(page)
  return dialog
}

/** The boxes of the dialog's controls that are on screen (inside its scrolling body). */
function visibleControls(dialog: Locator) {
  return dialog.evaluate((root) => {
    const frame = root.getBoundingClientRect()
    const out: Array<{ name: string; x: number; y: number; width: number; height: number }> = []
    for (const el of root.querySelectorAll<HTMLElement>(
      'button, input:not([type=radio]), textarea, select, a[href], label:has(input[type=radio])',
    )) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      // Clipped by the dialog's frame (its body scrolls inside it).
      const top = Math.max(r.top, frame.top)
      const bottom = Math.min(r.bottom, frame.bottom)
      if (bottom <= top) continue
      out.push({
        name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
        x: r.left,
        y: top,
        width: r.width,
        height: bottom - top,
      })
    }
    return out
  })
}

for (const [name, screen] of Object.entries(SCREENS)) {
  test(`${name}: every copy in the donation dialog shows the specified toast, which covers no control of the dialog`, async () => {
    const { page, context, errors } = await openPage(browser, screen)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    try {
      const dialog = await openDonationDialog(page)
      await expectNoAxeViolations(page)
      const copies = [
        ['Copiar código Pix (copia e cola)', 'Código PIX Copia e Cola copiado!'],
        ['Copiar Chave PIX (CNPJ)', 'CNPJ (chave PIX) copiado!'],
        ['Copiar todos os dados', 'Dados bancários copiados!'],
        ['Copiar Agência', 'Número da agência copiado!'],
        ['Copiar Conta', 'Número da conta copiado!'],
        ['Copiar Instituição', 'Código da instituição copiado!'],
        ['Copiar Razão social', 'Nome da empresa copiado!'],
      ] as const
      for (const [button, title] of copies) {
        const handle = await dialog
          .getByRole('button', { name: button, exact: true })
          .elementHandle()
        if (!handle) throw new Error(`no button ${button}`)
        await handle.scrollIntoViewIfNeeded()
        await handle.click()
        await expect.poll(async () => (await handle.textContent())?.trim()).toBe('Copiado')
        const toast = page
          .locator('[data-toast-viewport] li[data-state="open"]')
          .filter({ hasText: title })
        await toast.waitFor()
        expect((await toast.locator('div').first().textContent())?.trim()).toBe(title)
        expect(await toast.textContent()).toContain('Copiado para a área de transferência!')
        await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
        const toastBox = (await toast.boundingBox())!
        // Inside the screen, clear of the dialog's frame and of every control on screen.
        expect(toastBox.y).toBeGreaterThanOrEqual(0)
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(screen.viewport.height)
        expect(overlap(toastBox, (await dialog.boundingBox())!), `${title} over the dialog`).toBe(
          false,
        )
        for (const control of await visibleControls(dialog)) {
          expect(overlap(toastBox, control), `${title} covers ${control.name}`).toBe(false)
        }
      }
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${name}: a dialog enters where it settles, never from the top-left corner`, async () => {
    const { page, context, errors } = await openPage(browser, screen)
    try {
      await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
      await engagePage(page)
      // Records the dialog's centre on every frame of its entrance.
      await page.evaluate(() => {
        const samples: Array<[number, number]> = []
        ;(window as unknown as { __samples: typeof samples }).__samples = samples
        const tick = () => {
          const el = document.querySelector('[role="dialog"]')
          if (el) {
            const r = el.getBoundingClientRect()
            samples.push([r.left + r.width / 2, r.top + r.height / 2])
          }
          if (samples.length < 40) requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      })
      await page.getByRole('button', { name: 'Faça uma Doação' }).click()
      const dialog = page.getByRole('dialog', { name: 'Faça uma Doação' })
      await dialog.waitFor()
      await settleAnimations(page)
      const final = (await dialog.boundingBox())!
      const centre = [final.x + final.width / 2, final.y + final.height / 2]
      const samples = await page.evaluate(
        () => (window as unknown as { __samples: Array<[number, number]> }).__samples,
      )
      expect(samples.length).toBeGreaterThan(3)
      for (const [x, y] of samples) {
        // The entrance is a fade with a slight rise (2 %) and scale; never a slide of half the box.
        expect(Math.abs(x - centre[0]!)).toBeLessThan(4)
        expect(Math.abs(y - centre[1]!)).toBeLessThan(final.height * 0.05)
      }
      // Horizontally centred on the screen.
      expect(Math.abs(centre[0]! - screen.viewport.width / 2)).toBeLessThan(2)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

const focusedRegion = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null,
  )

for (const name of ['phone 390', 'desktop'] as const) {
  test(`${name}: F8 as the very first key focuses the toast area, before any toast`, async () => {
    const { page, context, errors } = await openPage(browser, SCREENS[name])
    try {
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      expect(await page.locator('[data-toast-viewport] li').count()).toBe(0)
      // A key pressed before the app listens does nothing (as for a visitor): press until it does.
      await expect
        .poll(
          async () => {
            await page.keyboard.press('F8')
            return focusedRegion(page)
          },
          { timeout: 15_000, interval: 250 },
        )
        .toBe('Notificações (F8)')
      expect(await page.locator('[data-toast-viewport] li').count()).toBe(0)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  test(`${name}: after a first click, F8 focuses the toast area at once`, async () => {
    const { page, context, errors } = await openPage(browser, SCREENS[name])
    try {
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      // A click on the page's heading, as a first interaction (clicked again until the app listens).
      await expect
        .poll(
          async () => {
            await page.locator('main h1').first().click()
            return page.locator('[data-toast-viewport]').count()
          },
          { timeout: 15_000, interval: 250 },
        )
        .toBe(1)
      expect(await focusedRegion(page)).toBeNull()
      await page.keyboard.press('F8')
      expect(await focusedRegion(page)).toBe('Notificações (F8)')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
