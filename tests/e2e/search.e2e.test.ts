// Accent- and case-insensitive search on the production build with the local backend's seed: the
// site search `/busca` on a 360x740 touch phone and on a desktop (results, marks, empty and start
// states, "Ver mais", axe on each state) and the news list's search box (its placeholder examples
// and "orcamento" typed without the cedilla all find news).
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
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

const openPhone = () => openPage(browser, DEVICES.phone)

/** Waits for the search page's answer (results, or the suggestions) and its animations. */
async function settled(page: Page, text: RegExp | string): Promise<void> {
  await page.getByText(text).first().waitFor()
  await page.waitForLoadState('networkidle')
  await settleAnimations(page)
}

const resultTitles = (page: Page) =>
  page.locator('main ol > li h3').evaluateAll((hs) => hs.map((h) => h.textContent?.trim() ?? ''))

test('phone (360x740, touch): /busca?q=saude finds the "Saúde" items, marked, and a tap opens one', async () => {
  const { page, context, errors } = await openPhone()
  try {
    await page.goto(`${baseURL}/busca?q=saude`, { waitUntil: 'networkidle' })
    await settled(page, /resultados para “saude”/)
    expect(await page.title()).toBe('Busca | MOV')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    const titles = await resultTitles(page)
    for (const title of [
      'Saúde Mental nas Escolas Públicas',
      'Saúde Mental é Direito',
      'Cartilha de Saúde Mental entre Pares',
      'Rede de Cuidado chega a dez cidades com rodas de conversa sobre saúde mental',
    ])
      expect(titles).toContain(title)
    const marks = await page.locator('main mark').allTextContents()
    expect(marks.length).toBeGreaterThanOrEqual(4)
    expect(new Set(marks.map((m) => m.toLowerCase()))).toEqual(new Set(['saúde']))
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const box = await page.getByRole('button', { name: 'Buscar' }).boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Saúde Mental nas Escolas Públicas' }).tap()
    await page.waitForURL(/\/pesquisas\/b5000000-0000-4000-8000-000000000003$/)
    await page
      .getByRole('heading', { level: 1, name: 'Saúde Mental nas Escolas Públicas' })
      .waitFor()
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('phone: no result suggests searches that find something; the start page too', async () => {
  const { page, context, errors } = await openPhone()
  try {
    await page.goto(`${baseURL}/busca?q=xyzzy`, { waitUntil: 'networkidle' })
    await settled(page, 'Nenhum resultado para “xyzzy”.')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
    // Every suggested search finds something.
    const examples = await page
      .getByRole('heading', { name: 'Experimente buscar' })
      .locator('xpath=following-sibling::ul[1]//a')
      .allTextContents()
    expect(examples.length).toBeGreaterThan(0)
    for (const example of examples) {
      await page.getByRole('link', { name: example, exact: true }).tap()
      await settled(page, new RegExp(`resultados? para “${example}”`))
      expect((await resultTitles(page)).length, example).toBeGreaterThan(0)
      await page.goBack()
      await settled(page, 'Nenhum resultado para “xyzzy”.')
    }

    await page.goto(`${baseURL}/busca`, { waitUntil: 'networkidle' })
    await settled(page, 'Busque em todo o site')
    expect(await page.locator('meta[name="robots"]').count()).toBe(0)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('desktop: typing in /busca writes ?q=, "Ver mais resultados" adds the next ten', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/busca`, { waitUntil: 'networkidle' })
    await settled(page, 'Busque em todo o site')
    await page.getByRole('searchbox', { name: 'O que você procura?' }).fill('JOVEM')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await page.waitForURL(/\/busca\?q=JOVEM$/)
    await settled(page, /resultados para “JOVEM”/)
    const count = await page.locator('main [role="status"]').first().textContent()
    const total = Number(/(\d+) resultados/.exec(count ?? '')?.[1])
    expect(total).toBeGreaterThan(10)
    expect(await resultTitles(page)).toHaveLength(10)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Ver mais resultados' }).click()
    await expect.poll(() => resultTitles(page).then((t) => t.length)).toBe(total)
    await expect(page.getByRole('button', { name: 'Ver mais resultados' }).count()).resolves.toBe(0)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('desktop: the news search finds "orcamento", and every placeholder example finds news', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/noticias`, { waitUntil: 'networkidle' })
    const box = page.getByRole('searchbox', { name: 'Buscar notícias' })
    await box.fill('orcamento')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await page.waitForURL(/busca=orcamento/)
    await page.getByText(/notícias? encontradas? para “orcamento”/).waitFor()
    await expect(
      page
        .getByRole('link', {
          name: 'Oficinas de orçamento público passam por 30 escolas estaduais',
        })
        .count(),
    ).resolves.toBe(1)

    const placeholder = (await box.getAttribute('placeholder')) ?? ''
    const examples = placeholder.replace(/^Ex\.:\s*/, '').split(/,\s*/)
    expect(examples).toHaveLength(3)
    for (const example of examples) {
      await page.goto(`${baseURL}/noticias?${new URLSearchParams({ busca: example })}`, {
        waitUntil: 'networkidle',
      })
      await page.getByText(new RegExp(`notícias? encontradas? para “${example}”`)).waitFor()
      expect(await page.getByText(/^Nenhuma notícia encontrada/).count(), example).toBe(0)
    }
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
