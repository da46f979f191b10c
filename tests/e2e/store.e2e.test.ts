// The shopper's journey on the production build with the local backend's store:
// list -> product -> size -> add -> add beyond stock (refused) -> drawer increase/decrease/remove ->
// add back -> reload (cart kept) -> checkout -> hosted page -> Cancelar (cart intact) -> checkout
// -> Pagar -> /success (what was sent to payment) with an empty cart. axe on the store, product, success pages and the drawer.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteURL } from './support/site'
import type { Browser, Page } from 'playwright-core'
import { LOCAL_STORE_ID } from '../../src/config/local'
import { engagePage, expectNoAxeViolations, launchBrowser, openPage } from './support/browser'

const baseURL = siteURL()
const storeApi = `${baseURL}/store/${LOCAL_STORE_ID}`
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface RawVariant {
  id: string
  title: string
  manage_inventory: boolean
  options: Array<{ option_id: string; value: string }>
}
interface RawProduct {
  id: string
  title: string
  options: Array<{ id: string; title: string }>
  variants: RawVariant[]
}

/** A seeded product with an option (a size) whose variant manages inventory with a few left. */
async function findSizedProduct(): Promise<{
  product: RawProduct
  variant: RawVariant
  value: string
  stock: number
}> {
  const res = await fetch(`${storeApi}/products?limit=50`)
  const { products } = (await res.json()) as { products: RawProduct[] }
  for (const product of products) {
    if (product.options.length !== 1) continue
    const stockRes = await fetch(
      `${storeApi}/variants?fields=inventory_quantity&product_ids[]=${product.id}`,
    )
    const { variants } = (await stockRes.json()) as {
      variants: Array<{ id: string; inventory_quantity: number | null }>
    }
    for (const variant of product.variants) {
      const stock = variants.find((v) => v.id === variant.id)?.inventory_quantity
      const value = variant.options[0]?.value
      if (variant.manage_inventory && value && stock != null && stock >= 3 && stock <= 50) {
        return { product, variant, value, stock }
      }
    }
  }
  throw new Error('No seeded product with a size option and a stocked variant')
}

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('main [role="status"]'))
  // The route fade-in (250 ms) must be over before axe measures contrast.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.page-fade')].every((el) =>
      el.getAnimations().every((a) => a.playState !== 'running'),
    ),
  )
}

const badge = (page: Page) => page.getByTestId('cart-badge')

async function savedCart(
  page: Page,
): Promise<Array<{ variant: { id: string }; quantity: number }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('mov-cart') ?? '[]'))
}

test('a shopper goes from the list to the hosted checkout, cancels, comes back, pays and lands on /success', async () => {
  const { product, variant, value, stock } = await findSizedProduct()
  const { page, context, errors } = await openPage(browser, {
    // The browser's own line for the hosted page's 422 ("Pagar" without the e-mail), which the
    // page answers with its form and an alert.
    ignoreConsole: [/status of 422 \(Unprocessable Entity\)/],
  })
  const steps: string[] = []
  const step = (s: string) => steps.push(s)
  try {
    // list
    await page.goto(`${baseURL}/store`, { waitUntil: 'networkidle' })
    await settle(page)
    await expectNoAxeViolations(page)
    step('/store lists the products (axe 0)')

    // -> product
    await page.getByRole('link', { name: product.title, exact: true }).click()
    await page.waitForURL(`${baseURL}/product/${product.id}`)
    await settle(page)
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
    await expectNoAxeViolations(page)
    step(`opened /product/${product.id} "${product.title}" (axe 0)`)

    // choose a size (nothing is preselected); the page's code runs from the first interaction
    await engagePage(page)
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0)
    await page
      .getByRole('group', { name: product.options[0]!.title })
      .getByText(value, { exact: true })
      .click()
    await page.getByText(new RegExp(`${stock} unidades? em estoque`)).waitFor()
    step(`chose ${product.options[0]!.title} ${value} (${stock} in stock)`)

    // add -> badge
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
    await badge(page).filter({ hasText: '1' }).waitFor()
    step('added 1: badge shows 1')

    // add beyond stock -> refused with the message
    await page.getByLabel('Quantidade', { exact: true }).fill(String(stock))
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
    const refusal = `Estoque insuficiente para ${product.title} (${variant.title}). Restam apenas ${stock}.`
    await page.getByText(refusal).first().waitFor()
    expect(await badge(page).textContent()).toBe('1')
    step(`added ${stock} more: refused with "${refusal}", badge still 1`)

    // drawer: increase, decrease (stops at 1), remove, add back
    await page.getByRole('button', { name: /^Abrir carrinho/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Seu Carrinho' })
    await drawer.waitFor()
    await expectNoAxeViolations(page, '[role="dialog"]')
    const quantity = drawer.getByLabel('Quantidade', { exact: true })
    await drawer.getByRole('button', { name: /^Aumentar quantidade de / }).click()
    await expect.poll(() => quantity.textContent()).toBe('2')
    expect(await badge(page).textContent()).toBe('2')
    await drawer.getByRole('button', { name: /^Diminuir quantidade de / }).click()
    await expect.poll(() => quantity.textContent()).toBe('1')
    expect(
      await drawer.getByRole('button', { name: /^Diminuir quantidade de / }).isDisabled(),
    ).toBe(true)
    step('drawer (axe 0): increase -> 2, decrease -> 1, decrease disabled at 1')
    await drawer.getByRole('button', { name: /^Remover .* do carrinho$/ }).click()
    await drawer.getByText('Seu carrinho está vazio').waitFor()
    expect(await badge(page).count()).toBe(0)
    expect(await drawer.getByTestId('cart-subtotal').textContent()).toBe('R$ 0,00')
    await drawer.getByRole('button', { name: 'Fechar carrinho' }).click()
    await drawer.waitFor({ state: 'hidden' })
    step('removed the line: empty cart, R$ 0,00, no badge')
    await page.getByLabel('Quantidade', { exact: true }).fill('2')
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
    await badge(page).filter({ hasText: '2' }).waitFor()
    step('added 2 back: badge shows 2')

    // reload -> cart kept
    await page.reload({ waitUntil: 'networkidle' })
    await settle(page)
    await badge(page).filter({ hasText: '2' }).waitFor()
    expect(await savedCart(page)).toMatchObject([{ variant: { id: variant.id }, quantity: 2 }])
    step('reloaded: badge still 2, cart in localStorage')

    // checkout -> hosted page -> Cancelar -> back with the cart intact
    const productUrl = page.url()
    await page.getByRole('button', { name: /^Abrir carrinho/ }).click()
    await drawer.getByRole('button', { name: 'Finalizar Compra' }).click()
    await page.waitForURL(/\/__checkout\//)
    step(`checkout: hosted page ${new URL(page.url()).pathname}`)
    await page
      .getByRole('button', { name: 'Cancelar' })
      .or(page.getByRole('link', { name: 'Cancelar' }))
      .first()
      .click()
    await page.waitForURL(productUrl)
    await settle(page)
    await badge(page).filter({ hasText: '2' }).waitFor()
    expect(await savedCart(page)).toMatchObject([{ variant: { id: variant.id }, quantity: 2 }])
    // The drawer opens by itself and says what happened.
    await drawer.getByText('Pagamento cancelado: seus itens continuam no carrinho').waitFor()
    step('Cancelar: back on the product page with the cart intact (badge 2) and the message')

    // checkout -> hosted page -> Pagar -> /success with an empty cart
    await drawer.getByRole('button', { name: 'Finalizar Compra' }).click()
    await page.waitForURL(/\/__checkout\//)
    // The hosted page asks for the e-mail the return page refers to ("o endereço informado").
    await page.getByRole('button', { name: 'Pagar' }).click()
    await page.getByRole('alert').filter({ hasText: 'Informe o seu e-mail' }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'E-mail' }).fill('comprador@exemplo.com.br')
    await page
      .getByRole('button', { name: 'Pagar' })
      .or(page.getByRole('link', { name: 'Pagar' }))
      .first()
      .click()
    await page.waitForURL(/\/success\?ref=[0-9a-f]{24}$/)
    await settle(page)
    // The store API has no order lookup: the page shows what was sent, never "paid".
    await page.getByRole('heading', { level: 1, name: 'Pedido enviado para pagamento' }).waitFor()
    expect(await page.locator('main').textContent()).toContain(
      `2 × ${product.title} (${variant.title})`,
    )
    expect(await badge(page).count()).toBe(0)
    expect(await savedCart(page)).toEqual([])
    await expectNoAxeViolations(page)
    step('Pagar: /success lists what was sent to payment, cart empty, no badge (axe 0)')

    // the stock went down by what was paid
    const after = await fetch(
      `${storeApi}/variants?fields=inventory_quantity&product_ids[]=${product.id}`,
    )
    const { variants } = (await after.json()) as {
      variants: Array<{ id: string; inventory_quantity: number }>
    }
    expect(variants.find((v) => v.id === variant.id)?.inventory_quantity).toBe(stock - 2)
    step(`stock of ${variant.title} went from ${stock} to ${stock - 2}`)

    expect(errors).toEqual([])
  } finally {
    console.log(`store journey:\n${steps.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}`)
    await context.close()
  }
})

test('checkout with an empty cart is blocked with a toast and no request', async () => {
  const { page, context, errors } = await openPage(browser)
  try {
    let checkoutRequests = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/checkout')) checkoutRequests += 1
    })
    await page.goto(`${baseURL}/store`, { waitUntil: 'networkidle' })
    await settle(page)
    await page.getByRole('button', { name: /^Abrir carrinho/ }).click()
    await page
      .getByRole('dialog', { name: 'Seu Carrinho' })
      .getByRole('button', { name: 'Finalizar Compra' })
      .click()
    await page.getByText('Adicione alguns produtos antes de finalizar a compra.').first().waitFor()
    expect(checkoutRequests).toBe(0)
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
})
