// Visits every route of the specification's table in the production build on the local backend:
// the header is visible, the page has its own title, no console error occurred, and axe finds
// no WCAG 2.1 AA violation.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser } from 'playwright-core'
import { LOCAL_STORE_ID } from '../../src/config/local'
import { restSelect } from './support/backend'
import { publicStaticRoutes, staffRoutes } from './support/routes'
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const staticRoutes = [...publicStaticRoutes, ...staffRoutes]

/** Routes with an id, filled with seeded rows of the local backend. */
async function parameterisedRoutes(): Promise<string[]> {
  const [programa] = await restSelect<{ id: string }>(baseURL, 'programas?select=id&limit=1')
  const [noticia] = await restSelect<{ id: string; slug: string }>(
    baseURL,
    'noticias?select=id,slug&limit=1',
  )
  const [autor] = await restSelect<{ id: string }>(baseURL, 'autores?select=id&limit=1')
  const [instituto] = await restSelect<{ id: string }>(baseURL, 'institutos?select=id&limit=1')
  const [pesquisa] = await restSelect<{ id: string }>(baseURL, 'pesquisas?select=id&limit=1')
  const [modulo] = await restSelect<{ id: string; trilha_id: string }>(
    baseURL,
    'trilha_modulos?select=id,trilha_id&limit=1',
  )
  const storeRes = await fetch(`${baseURL}/store/${LOCAL_STORE_ID}/products?limit=1`)
  const { products } = (await storeRes.json()) as { products: Array<{ id: string }> }
  const rows = { programa, noticia, autor, instituto, pesquisa, modulo, product: products[0] }
  for (const [name, row] of Object.entries(rows)) {
    if (!row) throw new Error(`No seeded ${name} to visit`)
  }
  return [
    `/programas/${programa!.id}`,
    `/noticias/${noticia!.slug}`,
    `/autores/${autor!.id}`,
    `/institutos/${instituto!.id}`,
    `/pesquisas/${pesquisa!.id}`,
    `/trilhas/${modulo!.trilha_id}`,
    `/trilhas/${modulo!.trilha_id}/modulo/${modulo!.id}`,
    `/product/${products[0]!.id}`,
  ]
}

// About forty pages, each scanned with axe: longer than one journey on a busy machine.
test('every route renders inside the layout with its own title, no console error and no axe violation', async () => {
  const routes = [...staticRoutes, ...(await parameterisedRoutes())]
  const { page, context, errors } = await openPage(browser)
  const titles = new Map<string, string>()
  try {
    for (const route of routes) {
      await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' })
      await page.getByRole('banner').waitFor()
      await page.locator('main h1').first().waitFor()
      await page.waitForFunction(
        () => document.title.length > 0 && !document.querySelector('main [role="status"]'),
      )
      const title = await page.title()
      titles.set(route, title)
      expect(await page.getByRole('contentinfo').isVisible(), `footer on ${route}`).toBe(true)
      await expectNoAxeViolations(page)
      expect(errors, `console errors on ${route}`).toEqual([])
    }
  } finally {
    await context.close()
  }
  // Pages have their own titles: only routes of one kind may share one.
  expect(titles.get('/')).toBe('MOV — O futuro começa agora')
  expect(new Set(titles.values()).size).toBeGreaterThan(routes.length - 5)
}, 150_000)

test('an unknown path shows the not-found page', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    const response = await page.goto(`${baseURL}/nao-existe/mesmo`, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { name: 'Página não encontrada' }).isVisible(),
    ).resolves.toBe(true)
    await expectNoAxeViolations(page)
    // The browser reports the document's 404 in the console; nothing else may be there.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
  } finally {
    await context.close()
  }
})

test('on a phone the header collapses into a menu button that reveals every link', async () => {
  const { page, context, errors } = await openPage(browser, {
    viewport: { width: 390, height: 844 },
  })
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Abrir menu' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await button.click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.waitFor()
    expect(
      await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded'),
    ).toBe('true')
    await expectNoAxeViolations(page)
    await menu.getByRole('link', { name: 'Nossa História' }).click()
    await page.waitForURL(`${baseURL}/institucional/nossa-historia`)
    await page
      .getByRole('navigation', { name: 'Menu' })
      .waitFor({ state: 'hidden', timeout: 10_000 })
    expect(
      await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded'),
    ).toBe('false')
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('the cart drawer opens from the header, shows the empty cart and closes on Escape', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Abrir carrinho' }).click()
    const drawer = page.getByRole('dialog', { name: 'Seu Carrinho' })
    await drawer.waitFor()
    expect(await drawer.textContent()).toContain('Seu carrinho está vazio')
    expect(await drawer.textContent()).toContain('R$ 0,00')
    // The scan waits for the slide-in to finish (settleAnimations) before reading colours.
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a page whose code is still loading shows a spinner, then the page', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    // Hold back every script requested from now on, as a slow network would.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Manifestos' })
      .click()
    const spinner = page.getByRole('main').getByRole('status')
    await spinner.waitFor()
    expect(await spinner.textContent()).toContain('Carregando')
    release()
    await page.getByRole('heading', { level: 1, name: 'Manifestos' }).waitFor()
    await spinner.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
