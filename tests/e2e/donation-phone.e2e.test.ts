// Donating and proposing a partnership on a phone (360x740, touch) and on a desktop, on the
// production build and the local backend: /doar, PIX copia e cola first with "Copiado" on the
// button, the QR code behind "Mostrar QR Code" on the phone only, "Copiar todos os dados", a close
// button that stays in view, toasts away from the actions, one Escape with a toast open, and the
// partners page's "Torne-se um Parceiro" up to the confirmation inside the dialog. Axe on each state.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Locator, Page } from 'playwright-core'
import {
  DEVICES,
  engagePage,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  settleAnimations,
  type DeviceName,
  type TrackedPage,
} from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Device = DeviceName

/** A context for `device` with clipboard access, recording console and page errors. */
async function open(device: Device): Promise<TrackedPage> {
  const session = await openPage(browser, DEVICES[device])
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL,
  })
  return session
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/**
 * A copy button found by its name at rest. Its name becomes "Copiado" after a copy, so the test
 * holds the element itself rather than a locator that would look for the old name again.
 */
async function copyButton(scope: Locator, name: string) {
  const handle = await scope.getByRole('button', { name, exact: true }).elementHandle()
  if (!handle) throw new Error(`no button ${name}`)
  return {
    click: () => handle.click(),
    text: async () => (await handle.textContent())?.trim(),
    box: async () => {
      const b = await handle.boundingBox()
      if (!b) throw new Error(`${name} has no box`)
      return b
    },
  }
}

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('element has no box (not visible)')
  return b
}

/** The first interactive control after the last amount option, in document order. */
function controlAfterAmounts(scope: Locator) {
  return scope.evaluate((root) => {
    const controls = [...root.querySelectorAll('button, input, textarea, select, a[href]')]
    const radios = controls.filter((c) => c instanceof HTMLInputElement && c.type === 'radio')
    const next = controls[controls.indexOf(radios[radios.length - 1]!) + 1]
    return next?.textContent?.trim() ?? null
  })
}

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: /doar shows the donation content, PIX copia e cola first, the QR code as the screen suits`, async () => {
    const { page, context, errors } = await open(device)
    try {
      const response = await page.goto(`${baseURL}/doar`, { waitUntil: 'networkidle' })
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name: 'Faça uma Doação' }).waitFor()
      // The buttons below are held as elements: they must be the ones React renders.
      await engagePage(page)
      const main = page.locator('main')
      expect(await main.getByRole('heading', { level: 2, name: 'PIX' }).isVisible()).toBe(true)
      expect(
        await main.getByRole('heading', { level: 2, name: 'Transferência bancária' }).isVisible(),
      ).toBe(true)
      expect(await controlAfterAmounts(main)).toBe('Copiar código Pix (copia e cola)')
      await expectNoAxeViolations(page)

      // Amount pills and the main button: 44 px tall at least; the main button spans the column.
      for (const label of await main.locator('fieldset label').all()) {
        expect((await box(label)).height).toBeGreaterThanOrEqual(44)
      }
      const copyPix = await copyButton(main, 'Copiar código Pix (copia e cola)')
      const section = main.getByRole('region', { name: 'PIX' })
      expect((await copyPix.box()).height).toBeGreaterThanOrEqual(44)
      expect((await copyPix.box()).width).toBeCloseTo((await box(section)).width, 0)

      await main.getByText('R$ 50', { exact: true }).click()
      await copyPix.click()
      await expect.poll(() => copyPix.text()).toBe('Copiado')
      const code = await main
        .getByRole('textbox', { name: 'PIX Copia e Cola', exact: true })
        .inputValue()
      expect(code).toContain('540550.00')
      expect(await clipboard(page)).toBe(code)
      await page
        .locator('[data-toast-viewport] li', { hasText: 'Código PIX Copia e Cola copiado!' })
        .filter({ hasText: 'Copiado para a área de transferência!' })
        .waitFor()

      const qr = main.getByRole('img', { name: /QR Code PIX/ })
      const toggle = main.getByRole('button', { name: 'Mostrar QR Code' })
      if (device === 'phone') {
        expect(await qr.isVisible()).toBe(false)
        expect(await toggle.isVisible()).toBe(true)
        expect((await box(toggle)).height).toBeGreaterThanOrEqual(44)
        await toggle.click()
        await qr.waitFor({ state: 'visible' })
        expect(
          await main.getByRole('button', { name: 'Ocultar QR Code' }).getAttribute('aria-expanded'),
        ).toBe('true')
        await expectNoAxeViolations(page)
      } else {
        expect(await qr.isVisible()).toBe(true)
        expect(await toggle.isVisible()).toBe(false)
      }

      const copyAll = await copyButton(main, 'Copiar todos os dados')
      await copyAll.click()
      await expect.poll(() => copyAll.text()).toBe('Copiado')
      expect(await clipboard(page)).toBe(
        [
          'Banco: 403 — Cora SCD',
          'Agência: 0001',
          'Conta: 1234567-8',
          'Razão social: MOV Juventudes',
          'CNPJ: 11.222.333/0001-81',
        ].join('\n'),
      )
      const account = await copyButton(main, 'Copiar Conta')
      await account.click()
      await expect.poll(() => account.text()).toBe('Copiado')
      expect(await clipboard(page)).toBe('1234567-8')
      // "Copiado" lasts a few seconds, then the button reads "Copiar" again.
      await expect.poll(() => copyAll.text(), { timeout: 8000 }).toBe('Copiar todos os dados')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('/doar is pre-rendered: the code, the key and the bank details are in the HTML', async () => {
  const response = await fetch(`${baseURL}/doar`, { headers: { accept: 'text/html' } })
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('data-prerendered="/doar"')
  expect(html).toContain('>Faça uma Doação | MOV</title>')
  expect(html).toContain('Copiar código Pix (copia e cola)')
  expect(html).toContain('11222333000181')
  expect(html).toContain('1234567-8')
  expect(html).toMatch(/00020126\d{2}0014br\.gov\.bcb\.pix\d+.*6304[0-9A-F]{4}/)
})

test('phone: in the donation dialog the close button stays in view after scrolling to the end', async () => {
  const { page, context, errors } = await open('phone')
  try {
    await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Faça uma Doação' }).click()
    const dialog = page.getByRole('dialog', { name: 'Faça uma Doação' })
    await dialog.waitFor()
    await settleAnimations(page)
    await expectNoAxeViolations(page)
    const close = dialog.getByRole('button', { name: 'Fechar', exact: true })
    const before = await box(close)
    expect(before.height).toBeGreaterThanOrEqual(36)

    // Scroll whatever scrolls inside the dialog to its end, as a thumb would.
    await dialog.evaluate((root) => {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (el.scrollHeight > el.clientHeight + 1) el.scrollTop = el.scrollHeight
      }
    })
    await dialog.getByRole('button', { name: 'Copiar Razão social' }).waitFor()
    expect((await box(dialog.getByRole('button', { name: 'Copiar Razão social' }))).y).toBeLessThan(
      740,
    )
    const after = await box(close)
    expect(after.y).toBeGreaterThanOrEqual(0)
    expect(after.y + after.height).toBeLessThanOrEqual(740)
    expect(after.y).toBeCloseTo(before.y, 0)
    await close.tap()
    await dialog.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: the partners page opens the proposal dialog; one Escape closes it with a toast open; a sent proposal closes the dialog and is confirmed by the toast`, async () => {
    const { page, context, errors } = await open(device)
    const organization = `Instituto Parceiro ${device} ${Date.now()}`
    try {
      await page.goto(`${baseURL}/institucional/parceiros`, { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1, name: 'Parceiros' }).waitFor()
      const entry = page.getByRole('button', { name: 'Torne-se um Parceiro' })
      expect((await box(entry)).height).toBeGreaterThanOrEqual(44)
      await expectNoAxeViolations(page)

      await entry.click()
      const dialog = page.getByRole('dialog', { name: 'Torne-se um Parceiro' })
      await dialog.waitFor()
      await settleAnimations(page)
      await expectNoAxeViolations(page)

      // "Próximo" with empty fields raises the required-fields toast while the dialog is open.
      const next = dialog.getByRole('button', { name: 'Próximo' })
      await next.click()
      const toast = page.locator('[data-toast-viewport] li', { hasText: 'Campos obrigatórios' })
      await toast.waitFor()
      // Only the toast's own entrance (its progress bar, a child, runs as long as the toast).
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
      const toastBox = await box(toast)
      const nextBox = await box(next)
      const overlaps =
        toastBox.x < nextBox.x + nextBox.width &&
        nextBox.x < toastBox.x + toastBox.width &&
        toastBox.y < nextBox.y + nextBox.height &&
        nextBox.y < toastBox.y + toastBox.height
      expect(overlaps).toBe(false)
      if (device === 'phone') expect(toastBox.y).toBeLessThan(100)
      else {
        expect(toastBox.y + toastBox.height).toBeGreaterThan(900 - 120)
        expect(toastBox.x).toBeGreaterThan(1366 / 2)
      }
      expect(await toast.count()).toBe(1)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached', timeout: 3000 })

      await entry.click()
      await dialog.waitFor()
      const step = (n: number) =>
        dialog
          .getByRole('progressbar', { name: 'Progresso da proposta' })
          .and(page.locator(`[aria-valuenow="${n}"]`))
      await dialog.getByRole('textbox', { name: /^Nome da organização/ }).fill(organization)
      await dialog.getByRole('textbox', { name: /^Nome do contato/ }).fill('Bia Lima')
      await next.click()
      await step(2).waitFor()
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('bia@parceiro.org.br')
      await next.click()
      await step(3).waitFor()
      await next.click()
      await step(4).waitFor()
      await dialog.getByRole('combobox', { name: /^Tipo de parceria/ }).selectOption('Outro')
      await dialog.getByRole('textbox', { name: /^Descrição da organização/ }).fill('Coletivo')
      await dialog.getByRole('textbox', { name: /^Proposta/ }).fill('Oficinas nas escolas')
      await dialog.getByRole('button', { name: 'Enviar Proposta' }).click()

      // Specification: the form resets, the dialog closes, the success toast shows (with the
      // reply address as the next step); focus is back on the button that opened the dialog.
      await dialog.waitFor({ state: 'detached', timeout: 10_000 })
      const sent = page.locator('[data-toast-viewport] li', {
        hasText: 'Proposta enviada com sucesso! 🚀',
      })
      await sent.waitFor()
      expect(await sent.textContent()).toContain(
        'Agradecemos o interesse! Analisaremos sua proposta e entraremos em contato.',
      )
      expect(await sent.textContent()).toContain('bia@parceiro.org.br')
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe('Torne-se um Parceiro')
      await settleAnimations(page)
      await expectNoAxeViolations(page)
      await entry.click()
      await dialog.waitFor()
      await step(1).waitFor()
      expect(await dialog.getByRole('textbox', { name: /^Nome da organização/ }).inputValue()).toBe(
        '',
      )
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
