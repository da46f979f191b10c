// The app shell on a phone (360x740, touch; 320 px for the narrowest) and on a desktop: the header
// fits signed in and out with 44 px targets, no public page scrolls sideways, "Doe" and the search
// are in the header, an unknown address answers 404, the pt-BR aliases land on their routes, focus
// moves to the new page's heading, and the dialog's close button stays reachable.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import { LOCAL_STORE_ID } from '../../src/config/local'
import { restSelect } from './support/backend'
import { publicStaticRoutes, unknownRoute } from './support/routes'
import {
  DEVICES,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  settleAnimations,
  type TrackedPage,
} from './support/browser'
import { signIn } from './support/staff'

const baseURL = siteURL()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PHONE = DEVICES.phone
const DESKTOP = DEVICES.desktop

async function open(
  options: { viewport: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean },
  signedInAs?: string,
): Promise<TrackedPage> {
  const session = await openPage(browser, options)
  if (signedInAs) {
    await signIn(session.page, baseURL, signedInAs)
    await session.page.getByRole('button', { name: /^Conta de / }).waitFor()
  }
  return session
}

const staticRoutes = [...publicStaticRoutes, unknownRoute]

/** One page of each kind with an id, from the seeded local backend. */
async function itemRoutes(): Promise<string[]> {
  const first = async <T>(query: string) => {
    const [row] = await restSelect<T>(baseURL, query)
    if (!row) throw new Error(`No seeded row for ${query}`)
    return row
  }
  const programa = await first<{ id: string }>('programas?select=id&limit=1')
  const noticia = await first<{ slug: string }>('noticias?select=slug&limit=1')
  const autor = await first<{ id: string }>('autores?select=id&limit=1')
  const instituto = await first<{ id: string }>('institutos?select=id&limit=1')
  const pesquisa = await first<{ id: string }>('pesquisas?select=id&limit=1')
  const modulo = await first<{ id: string; trilha_id: string }>(
    'trilha_modulos?select=id,trilha_id&limit=1',
  )
  const res = await fetch(`${baseURL}/store/${LOCAL_STORE_ID}/products?limit=1`)
  const { products } = (await res.json()) as { products: Array<{ id: string }> }
  if (!products[0]) throw new Error('No seeded product')
  return [
    `/programas/${programa.id}`,
    `/noticias/${noticia.slug}`,
    `/autores/${autor.id}`,
    `/institutos/${instituto.id}`,
    `/pesquisas/${pesquisa.id}`,
    `/trilhas/${modulo.trilha_id}`,
    `/trilhas/${modulo.trilha_id}/modulo/${modulo.id}`,
    `/product/${products[0].id}`,
  ]
}

/** Console errors, leaving out the browser's report of a document answered with 404 (on purpose). */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/the server responded with a status of 404/.test(e))

/** The page's width, the viewport's, and the elements that stick out on the right. */
function widths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class')).slice(0, 80)}`),
  }))
}

/** The header's main actions: each visible, inside the screen and at least 44x44 px. */
async function expectHeaderFits(page: Page, signedIn: boolean) {
  const banner = page.getByRole('banner')
  const width = page.viewportSize()!.width
  const actions = [
    banner.getByRole('link', { name: 'Doe', exact: true }),
    banner.getByRole('link', { name: 'Buscar no site' }),
    signedIn
      ? banner.getByRole('button', { name: /^Conta de / })
      : banner.getByRole('link', { name: 'Entrar' }),
    banner.getByRole('button', { name: /^Abrir carrinho/ }),
  ]
  if (width < 1360) actions.push(banner.getByRole('button', { name: 'Abrir menu' }))
  for (const action of actions) {
    const box = await action.boundingBox()
    expect(box, String(action)).not.toBeNull()
    expect(box!.width, `${String(action)} width`).toBeGreaterThanOrEqual(44)
    expect(box!.height, `${String(action)} height`).toBeGreaterThanOrEqual(44)
    expect(box!.x, `${String(action)} left`).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width, `${String(action)} right`).toBeLessThanOrEqual(width)
  }
  const w = await widths(page)
  expect(w.page, `the page is ${w.page} px wide: ${w.outside.join(', ')}`).toBeLessThanOrEqual(
    width,
  )
}

async function expectNoSidewaysScroll(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' })
    await page.locator('main h1').first().waitFor()
    const w = await widths(page)
    expect(w.page, `${route} is ${w.page} px wide: ${w.outside.join(', ')}`).toBeLessThanOrEqual(
      w.viewport,
    )
  }
}

test('on a 360 px phone, signed out, the header fits and no public page scrolls sideways', async () => {
  const { page, context, errors } = await open(PHONE)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await expectHeaderFits(page, false)
    await expectNoSidewaysScroll(page, [...staticRoutes, ...(await itemRoutes())])
    expect(unexpected(errors)).toEqual([])
  } finally {
    await context.close()
  }
}, 240_000)

test('on a 320 px phone, signed in, the header fits with the initials and no public page scrolls sideways', async () => {
  const { page, context, errors } = await open(
    { ...PHONE, viewport: { width: 320, height: 640 } },
    'membro@mov.local',
  )
  try {
    await expectHeaderFits(page, true)
    await expectNoSidewaysScroll(page, [...staticRoutes, ...(await itemRoutes())])
    expect(unexpected(errors)).toEqual([])
  } finally {
    await context.close()
  }
}, 240_000)

test('on a desktop the header fits signed out and signed in', async () => {
  const { page, context, errors } = await open(DESKTOP)
  try {
    for (const signedIn of [false, true]) {
      if (signedIn) await signIn(page, baseURL, 'membro@mov.local')
      for (const route of ['/', '/store']) {
        await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' })
        await expectHeaderFits(page, signedIn)
        const w = await widths(page)
        expect(w.page, `${route}: ${w.outside.join(', ')}`).toBeLessThanOrEqual(w.viewport)
      }
    }
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('"Doe" leads to /doar from the header, the phone menu and the footer; the search to /busca', async () => {
  const { page, context, errors } = await open(PHONE, 'membro@mov.local')
  try {
    const banner = page.getByRole('banner')
    await expectHeaderFits(page, true)
    expect(await banner.getByRole('link', { name: 'Doe', exact: true }).getAttribute('href')).toBe(
      '/doar',
    )
    expect(await banner.getByRole('link', { name: 'Buscar no site' }).getAttribute('href')).toBe(
      '/busca',
    )
    await banner.getByRole('button', { name: 'Abrir menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    expect(await menu.getByRole('link', { name: 'Doe', exact: true }).getAttribute('href')).toBe(
      '/doar',
    )
    // The header with the menu open, signed in.
    await expectNoAxeViolations(page, 'header')
    await banner.getByRole('button', { name: 'Fechar menu' }).click()
    // The account menu open.
    await banner.getByRole('button', { name: /^Conta de / }).click()
    await page.getByRole('menu').waitFor()
    // The menu itself: Radix hides the rest of the page from assistive technology while it is open.
    await expectNoAxeViolations(page, '[role="menu"]')
    await page.keyboard.press('Escape')
    const footer = page.getByRole('contentinfo')
    expect(await footer.getByRole('link', { name: 'Doe para o MOV' }).getAttribute('href')).toBe(
      '/doar',
    )
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('signed out, the phone header with its menu open has no axe violation', async () => {
  const { page, context, errors } = await open(PHONE)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('navigation', { name: 'Menu' }).waitFor()
    await expectNoAxeViolations(page, 'header')
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('an unknown address answers 404 with the not-found page; an item address answers 200', async () => {
  const { page, context, errors } = await open(DESKTOP)
  try {
    const missing = await page.goto(`${baseURL}/caminho/que-nao-existe`, {
      waitUntil: 'networkidle',
    })
    expect(missing?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor()
    expect(await page.title()).toBe('Página não encontrada | MOV')
    await expectNoAxeViolations(page)
    const [item] = await itemRoutes()
    const found = await page.goto(`${baseURL}${item}`, { waitUntil: 'networkidle' })
    expect(found?.status()).toBe(200)
    const list = await page.goto(`${baseURL}/noticias`, { waitUntil: 'networkidle' })
    expect(list?.status()).toBe(200)
    expect(unexpected(errors)).toEqual([])
  } finally {
    await context.close()
  }
})

test('/loja lands on the store, and /loja/:id on the product', async () => {
  const { page, context, errors } = await open(PHONE)
  try {
    await page.goto(`${baseURL}/loja`, { waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe('/store')
    await page.getByRole('heading', { level: 1, name: 'Loja' }).waitFor()
    const product = (await itemRoutes()).find((r) => r.startsWith('/product/'))!
    await page.goto(`${baseURL}${product.replace('/product/', '/loja/')}`, {
      waitUntil: 'networkidle',
    })
    expect(new URL(page.url()).pathname).toBe(product)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('after a client-side navigation focus is on the new page heading, not on the first load', async () => {
  const { page, context, errors } = await open(DESKTOP)
  const focusedHeading = () =>
    page.evaluate(() => {
      const el = document.activeElement
      return el?.tagName === 'H1' && el.closest('main') ? el.textContent : null
    })
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    expect(await focusedHeading()).toBeNull()
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Notícias' })
      .click()
    await page.waitForURL(`${baseURL}/noticias`)
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    expect(await focusedHeading()).toBe(await page.locator('main h1').first().textContent())
    // The next Tab leaves the heading for the page's content, not the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('on a phone, the menu leads to a page whose heading gets the focus', async () => {
  const { page, context, errors } = await open(PHONE)
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Loja' }).click()
    await page.waitForURL(`${baseURL}/store`)
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Loja')
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('a store card shows a focus ring when reached with the keyboard', async () => {
  const { page, context, errors } = await open(DESKTOP)
  try {
    // The store's list is pre-rendered HTML until the first key; then React renders it in place.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        if (!records.some((r) => (r.target as Element).id === 'pagina' && r.removedNodes.length))
          return
        document.documentElement.dataset.listReplaced = 'true'
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${baseURL}/store`, { waitUntil: 'networkidle' })
    const link = page.locator('main li a[href^="/product/"]').first()
    await link.waitFor()
    await link.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await page.waitForFunction(() => document.documentElement.dataset.listReplaced === 'true')
    // The focused card of the list React rendered (not a node of the replaced HTML).
    const outline = await page.waitForFunction(() => {
      const a = document.activeElement
      if (!a?.matches('main li a[href^="/product/"]')) return null
      const style = getComputedStyle(a.closest('li')!)
      return style.outlineStyle === 'solid'
        ? { style: style.outlineStyle, width: style.outlineWidth }
        : null
    })
    expect(await outline.jsonValue()).toEqual({ style: 'solid', width: '2px' })
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})

test('on a phone the dialog close button is 44 px and stays on screen while the dialog scrolls', async () => {
  const { page, context, errors } = await open({ ...PHONE, viewport: { width: 360, height: 640 } })
  try {
    await page.goto(`${baseURL}/junte-se-a-nos`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Faça uma Doação' }).click()
    const dialog = page.getByRole('dialog', { name: 'Faça uma Doação' })
    await dialog.waitFor()
    // Measured once the opening animation (a scale) has ended.
    await settleAnimations(page)
    const close = dialog.getByRole('button', { name: 'Fechar', exact: true })
    const before = await close.boundingBox()
    expect(before!.width).toBeGreaterThanOrEqual(44)
    expect(before!.height).toBeGreaterThanOrEqual(44)
    // Scroll the dialog's body to its end: the button has not moved.
    const scrolled = await dialog.evaluate((d) => {
      const body = [...d.querySelectorAll<HTMLElement>('*')].find(
        (e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY === 'auto',
      )
      if (!body) return 0
      body.scrollTop = body.scrollHeight
      return body.scrollTop
    })
    expect(scrolled, 'the dialog scrolls on a 640 px tall phone').toBeGreaterThan(0)
    const after = await close.boundingBox()
    expect(after!.y).toBeCloseTo(before!.y, 0)
    expect(after!.y).toBeGreaterThanOrEqual(0)
    await close.click()
    await dialog.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
