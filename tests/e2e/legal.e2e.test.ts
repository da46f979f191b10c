// The privacy notice and the accessibility statement on the production build: pre-rendered HTML
// for a plain GET, axe on a phone (360x740, touch) and a desktop, no sideways scrolling at 320 and
// 360 px, the footer links that reach them (44 px tall on the phone), their table of contents, and
// the consent line of the sign-up form and of the proposal dialog, whose link opens the notice in
// a new tab while the form keeps what was typed.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Locator, Page } from 'playwright-core'
import { organization } from '../../src/config/organization'
import {
  DEVICES,
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

const legalPages = [
  { path: '/privacidade', title: 'Política de privacidade', link: 'Política de privacidade' },
  { path: '/acessibilidade', title: 'Declaração de acessibilidade', link: 'Acessibilidade' },
] as const

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('element has no box (not visible)')
  return b
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

test('a plain GET gets both pages as pre-rendered HTML with their own title, headings and content', async () => {
  for (const { path, title } of legalPages) {
    const res = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html' } })
    expect(res.status, path).toBe(200)
    const html = await res.text()
    expect(html, path).toContain(`data-prerendered="${path}"`)
    expect(html, path).toContain(`>${title} | MOV</title>`)
    expect(html.match(/<title[\s>]/g), path).toHaveLength(1)
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
    expect(html, path).toMatch(/<nav aria-label="Nesta página"/)
    expect(html, path).toMatch(/<footer/)
  }
  const privacy = await (
    await fetch(`${baseURL}/privacidade`, { headers: { accept: 'text/html' } })
  ).text()
  expect(privacy).toContain(organization.cnpj)
  expect(privacy).toContain(organization.dataProtectionOfficer.email)
  // A Portuguese alias answers with a permanent redirect to the notice.
  const alias = await fetch(`${baseURL}/lgpd`, {
    redirect: 'manual',
    headers: { accept: 'text/html' },
  })
  expect(alias.status).toBe(301)
  expect(new URL(alias.headers.get('location') ?? '', baseURL).pathname).toBe('/privacidade')
})

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: the footer reaches both pages; each passes axe and its table of contents scrolls to the section`, async () => {
    const { page, context, errors } = await openPage(browser, DEVICES[device])
    try {
      const response = await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      expect(response?.status()).toBe(200)
      for (const { path, title, link } of legalPages) {
        const footerLink = page
          .getByRole('contentinfo')
          .getByRole('link', { name: link, exact: true })
        if (device === 'phone') expect((await box(footerLink)).height).toBeGreaterThanOrEqual(44)
        await footerLink.click()
        await page.waitForURL(`${baseURL}${path}`)
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        await expect.poll(() => page.title()).toBe(`${title} | MOV`)
        await expectNoAxeViolations(page)

        const toc = page.getByRole('navigation', { name: 'Nesta página' })
        const entries = toc.getByRole('link')
        expect(await entries.count()).toBeGreaterThan(4)
        if (device === 'phone') {
          for (const entry of await entries.all()) {
            expect((await box(entry)).height).toBeGreaterThanOrEqual(44)
          }
        }
        // An entry from the middle: the last sections sit too near the page's end to reach the top.
        const entry = entries.nth(2)
        const name = (await entry.textContent()) ?? ''
        await entry.click()
        const heading = page.getByRole('heading', { level: 2, name })
        await expect.poll(() => heading.isVisible()).toBe(true)
        await expect
          .poll(async () => (await box(heading)).y)
          .toBeLessThan(DEVICES[device].viewport.height / 2)
        expect(new URL(page.url()).hash).toBe((await entry.getAttribute('href')) ?? '')
      }
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('neither page scrolls sideways at 320 and 360 px', async () => {
  for (const width of [320, 360]) {
    const { page, context, errors } = await openPage(browser, {
      ...DEVICES.phone,
      viewport: { width, height: 740 },
    })
    try {
      for (const { path, title } of legalPages) {
        await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        expect(await pageScrollsSideways(page), `${path} at ${width} px`).toBe(false)
      }
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }
})

/** The consent line's link: named, pointing to the notice, opening it in a new tab. */
async function followConsentLink(page: Page, scope: Locator) {
  const link = scope.getByRole('link', { name: 'Política de privacidade (abre em nova aba)' })
  expect(await link.getAttribute('href')).toBe('/privacidade')
  expect(await link.getAttribute('target')).toBe('_blank')
  const line = link.locator('xpath=ancestor::p[1]')
  expect(await line.textContent()).toMatch(/você declara estar ciente do tratamento dos seus dados/)
  const [notice] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await notice
    .getByRole('heading', { level: 1, name: 'Política de privacidade' })
    .waitFor({ timeout: 10_000 })
  expect(new URL(notice.url()).pathname).toBe('/privacidade')
  await notice.close()
}

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: sign-up and the proposal dialog show the consent line above the submit button, and its link keeps the draft`, async () => {
    const { page, context, errors } = await openPage(browser, DEVICES[device])
    try {
      await page.goto(`${baseURL}/register`, { waitUntil: 'networkidle' })
      const form = page.locator('form', { has: page.getByRole('button', { name: 'Criar conta' }) })
      await form.getByRole('textbox', { name: /^Nome completo/ }).fill('Bia Lima')
      const submit = form.getByRole('button', { name: 'Criar conta' })
      const consent = form.locator('p', { hasText: 'Ao criar a conta' })
      expect((await box(consent)).y).toBeLessThan((await box(submit)).y)
      await expectNoAxeViolations(page)
      await followConsentLink(page, form)
      expect(await form.getByRole('textbox', { name: /^Nome completo/ }).inputValue()).toBe(
        'Bia Lima',
      )

      await page.goto(`${baseURL}/institucional/parceiros`, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Torne-se um Parceiro' }).click()
      const dialog = page.getByRole('dialog', { name: 'Torne-se um Parceiro' })
      await dialog.waitFor()
      const next = dialog.getByRole('button', { name: 'Próximo' })
      const step = (n: number) =>
        dialog
          .getByRole('progressbar', { name: 'Progresso da proposta' })
          .and(page.locator(`[aria-valuenow="${n}"]`))
      await dialog.getByRole('textbox', { name: /^Nome da organização/ }).fill('Coletivo Aurora')
      await dialog.getByRole('textbox', { name: /^Nome do contato/ }).fill('Bia Lima')
      expect(await dialog.getByText(/você declara estar ciente/).count()).toBe(0)
      await next.click()
      await step(2).waitFor()
      await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('bia@aurora.org.br')
      await next.click()
      await step(3).waitFor()
      await next.click()
      await step(4).waitFor()
      await dialog.getByRole('textbox', { name: /^Proposta/ }).fill('Oficinas nas escolas')
      const send = dialog.getByRole('button', { name: 'Enviar Proposta' })
      const line = dialog.locator('p', { hasText: 'Ao enviar a proposta' })
      await line.scrollIntoViewIfNeeded()
      expect((await box(line)).y).toBeLessThan((await box(send)).y)
      await settleAnimations(page)
      await expectNoAxeViolations(page)
      await followConsentLink(page, dialog)
      expect(await dialog.isVisible()).toBe(true)
      expect(await dialog.getByRole('textbox', { name: /^Proposta/ }).inputValue()).toBe(
        'Oficinas nas escolas',
      )
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
}
