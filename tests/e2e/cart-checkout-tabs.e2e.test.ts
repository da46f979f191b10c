// The cart during checkout in any tab (docs/decisions/store-cart-after-checkout.md), on a phone
// (360x740, touch) and a desktop, on the production build with the local backend's store. Two (then
// three) pages of one browser context share local storage as a visitor's tabs do: checkout started
// in tab A (the local hosted checkout page) shows in tab B as "Pagamento em andamento" with the
// cart; closing tab A keeps the cart; paying from tab B ("Voltar ao pagamento" -> "Pagar") lands on
// /success, which empties the cart in every open tab. A store 500, a lost answer and no connection
// while checkout starts keep the cart with a pt-BR message and no pending mark. axe on the pending
// notice and on /success.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { LOCAL_STORE_ID } from '../../src/config/local'
import {
  DEVICES,
  axeViolations,
  describeViolations,
  launchBrowser,
  openPage,
  type DeviceName,
} from './support/browser'

const baseURL = siteURL()
const storeApi = `${baseURL}/store/${LOCAL_STORE_ID}`
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The browser logs the failed checkout requests this file causes on purpose; the page handles them.
const expectedConsole = [
  /Failed to load resource: the server responded with a status of 500/,
  /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
]
const open = (device: DeviceName) =>
  openPage(browser, { ...DEVICES[device], ignoreConsole: expectedConsole })

/** Another tab of the same browser (same storage), its console errors recorded like the first's. */
async function newTab(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage()
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return
    if (expectedConsole.some((p) => p.test(msg.text()))) return
    errors.push(`console.error (tab): ${msg.text()} (${msg.location().url})`)
  })
  page.on('pageerror', (err) => errors.push(`pageerror (tab): ${err.message}`))
  return page
}

async function expectAxeClean(page: Page, selector?: string) {
  const violations = await axeViolations(page, selector)
  expect(violations, describeViolations(violations)).toEqual([])
}

interface RawProduct {
  id: string
  title: string
  variants: Array<{ id: string; manage_inventory: boolean }>
}

/** A seeded product with one variant and enough stock for a few purchases. */
async function findProduct() {
  const { products } = (await (await fetch(`${storeApi}/products?limit=50`)).json()) as {
    products: RawProduct[]
  }
  for (const product of products) {
    const variant = product.variants[0]
    if (product.variants.length !== 1 || !variant) continue
    const { variants } = (await (
      await fetch(`${storeApi}/variants?fields=inventory_quantity&product_ids[]=${product.id}`)
    ).json()) as { variants: Array<{ id: string; inventory_quantity: number | null }> }
    const stock = variants.find((v) => v.id === variant.id)?.inventory_quantity
    if (!variant.manage_inventory || (stock != null && stock >= 6)) return product
  }
  throw new Error('No seeded product with a single variant and stock to buy')
}

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('main [role="status"]'))
}

const badge = (page: Page) => page.getByTestId('cart-badge')
const cartButton = (page: Page) => page.getByRole('button', { name: /^Abrir carrinho/ })
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Seu Carrinho' })
const savedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('mov-cart') ?? 'null') as unknown[] | null)
const savedMark = (page: Page) => page.evaluate(() => localStorage.getItem('mov-cart-checkout'))

/** Opens the product page and puts `quantity` of it in the cart. */
async function addToCart(page: Page, product: RawProduct, quantity: number) {
  await page.goto(`${baseURL}/product/${product.id}`, { waitUntil: 'networkidle' })
  await settle(page)
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
  await page.getByLabel('Quantidade', { exact: true }).fill(String(quantity))
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
  await badge(page)
    .filter({ hasText: String(quantity) })
    .waitFor()
}

for (const device of ['phone', 'desktop'] as const) {
  test(`${device}: a checkout started in one tab leaves the cart, marked as pending payment, to every tab until /success`, async () => {
    const product = await findProduct()
    const { page: tabA, context, errors } = await open(device)
    const steps: string[] = []
    const step = (s: string) => steps.push(s)
    try {
      await addToCart(tabA, product, 2)
      step(`tab A: added 2 × ${product.title}`)

      // tab A: checkout -> the hosted page
      await cartButton(tabA).click()
      await drawerOf(tabA).getByRole('button', { name: 'Finalizar Compra' }).click()
      await tabA.waitForURL(/\/__checkout\//)
      const hosted = tabA.url()
      step(`tab A: on the hosted page ${new URL(hosted).pathname}`)

      // tab B, opened while paying: the cart, and the notice
      const tabB = await newTab(context, errors)
      await tabB.goto(`${baseURL}/store`, { waitUntil: 'networkidle' })
      await settle(tabB)
      await badge(tabB).filter({ hasText: '2' }).waitFor()
      expect(await cartButton(tabB).getAttribute('aria-label')).toBe(
        'Abrir carrinho, 2 itens, pagamento em andamento',
      )
      await cartButton(tabB).click()
      const drawer = drawerOf(tabB)
      await drawer.waitFor()
      const notice = drawer.getByTestId('checkout-pending')
      await notice.getByText('Pagamento em andamento').waitFor()
      expect(await notice.getByRole('status').textContent()).toContain(
        'Se você já pagou, a confirmação chega no seu e-mail.',
      )
      expect(
        await notice.getByRole('link', { name: 'Voltar ao pagamento' }).getAttribute('href'),
      ).toBe(hosted)
      await notice.getByRole('button', { name: 'Editar carrinho' }).waitFor()
      await drawer.getByRole('listitem', { name: product.title, exact: true }).waitFor()
      // The notice is the drawer's description, read with its title.
      const describedBy = await drawer.getAttribute('aria-describedby')
      expect(await notice.getByRole('status').getAttribute('id')).toBe(describedBy)
      await expectAxeClean(tabB, '[role="dialog"]')
      step('tab B: badge 2, "Pagamento em andamento" with "Voltar ao pagamento" (axe 0)')

      // tab A closed: the cart is still there, still pending
      await tabA.close()
      await tabB.reload({ waitUntil: 'networkidle' })
      await settle(tabB)
      await badge(tabB).filter({ hasText: '2' }).waitFor()
      expect(await savedCart(tabB)).toHaveLength(1)
      await cartButton(tabB).click()
      await drawer.getByTestId('checkout-pending').waitFor()
      step('tab A closed; tab B reloaded: badge 2, still pending')

      // tab C, open on the site while the purchase is completed from tab B
      const tabC = await newTab(context, errors)
      await tabC.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      await badge(tabC).filter({ hasText: '2' }).waitFor()
      // The shopper goes back to tab B: it is the tab in front (a tab behind paints no frames, and
      // its animations, which the scans wait for, finish only seconds later).
      await tabB.bringToFront()
      await drawer.getByRole('link', { name: 'Voltar ao pagamento' }).click()
      await tabB.waitForURL(hosted)
      await tabB.getByRole('textbox', { name: 'E-mail' }).fill('comprador@exemplo.com.br')
      await tabB.getByRole('button', { name: 'Pagar' }).click()
      await tabB.waitForURL(/\/success\?ref=[0-9a-f]{24}$/)
      await settle(tabB)
      await tabB.getByRole('heading', { level: 1, name: 'Pedido enviado para pagamento' }).waitFor()
      expect(await tabB.locator('main').textContent()).toContain(`2 × ${product.title}`)
      await expect.poll(() => badge(tabB).count()).toBe(0)
      expect(await savedCart(tabB)).toEqual([])
      expect(await savedMark(tabB)).toBeNull()
      // The other tab follows without a reload.
      await expect.poll(() => badge(tabC).count()).toBe(0)
      expect(await cartButton(tabC).getAttribute('aria-label')).toBe('Abrir carrinho')
      await expectAxeClean(tabB)
      step(
        'tab B: "Voltar ao pagamento" -> Pagar -> /success lists the order (axe 0); cart empty in B and C',
      )

      // A reload of /success keeps its page; the cart stays empty.
      await tabB.reload({ waitUntil: 'networkidle' })
      await tabB.getByRole('heading', { level: 1, name: 'Pedido enviado para pagamento' }).waitFor()
      expect(await badge(tabB).count()).toBe(0)
      step('/success reloaded: same page, cart still empty')

      expect(errors).toEqual([])
    } finally {
      console.log(
        `cart across tabs on ${device}:\n${steps.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}`,
      )
      await context.close()
    }
  })

  test(`${device}: checkout that cannot start keeps the cart, says why in pt-BR and marks nothing`, async () => {
    const product = await findProduct()
    const { page, context, errors } = await open(device)
    const steps: string[] = []
    try {
      await addToCart(page, product, 1)
      const other = await newTab(context, errors)
      await other.goto(`${baseURL}/`, { waitUntil: 'networkidle' })
      await badge(other).filter({ hasText: '1' }).waitFor()
      // Back to the first tab, in front as the shopper's would be (see above).
      await page.bringToFront()
      await cartButton(page).click()
      const drawer = drawerOf(page)
      const checkout = drawer.getByRole('button', { name: 'Finalizar Compra' })
      const alert = drawer.getByRole('alert')
      const faults: Array<[string, () => Promise<void>, () => Promise<void>, string]> = [
        [
          'store 500',
          async () => {
            await page.route('**/checkout', (route) =>
              route.fulfill({
                status: 500,
                contentType: 'application/json',
                body: JSON.stringify({ message: 'Internal Server Error: upstream exploded' }),
              }),
            )
          },
          () => page.unroute('**/checkout'),
          'O serviço está indisponível no momento. Tente novamente em instantes.',
        ],
        [
          'answer lost',
          async () => {
            await page.route('**/checkout', async (route) => {
              await route.fetch()
              await route.abort()
            })
          },
          () => page.unroute('**/checkout'),
          'Sem conexão com a internet. Verifique sua rede e tente novamente.',
        ],
        [
          'offline',
          () => context.setOffline(true),
          () => context.setOffline(false),
          'Sem conexão com a internet. Verifique sua rede e tente novamente.',
        ],
      ]
      for (const [name, inject, undo, text] of faults) {
        await inject()
        await checkout.click()
        await alert.waitFor()
        await expect.poll(() => alert.textContent()).toBe(`Erro ao finalizar a compra${text}`)
        expect(await alert.textContent()).not.toMatch(/Internal|exploded|fetch|HTTP/)
        expect(page.url()).not.toMatch(/__checkout/)
        expect(await savedCart(page)).toHaveLength(1)
        expect(await savedMark(page)).toBeNull()
        expect(await drawer.getByTestId('checkout-pending').count()).toBe(0)
        expect(await badge(other).textContent()).toBe('1')
        expect(await checkout.isEnabled()).toBe(true)
        await expectAxeClean(page, '[role="dialog"]')
        await undo()
        steps.push(`${name}: "${text}", cart kept, nothing pending (axe 0)`)
        // Any change to the cart clears the message before the next fault.
        await drawer.getByRole('button', { name: /^Aumentar quantidade de / }).click()
        await alert.waitFor({ state: 'detached' })
        await drawer.getByRole('button', { name: /^Diminuir quantidade de / }).click()
      }
      expect(errors).toEqual([])
    } finally {
      console.log(`checkout faults on ${device}:\n${steps.map((s) => `  - ${s}`).join('\n')}`)
      await context.close()
    }
  })
}
