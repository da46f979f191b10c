// The local store API and hosted checkout page against the standalone local backend.
// Plain fetch, to check the raw Hostinger shapes and the checkout page; store-client.test.ts runs
// the site's own store client against the same backend.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_STORE_ID } from '../../src/config/local'
import { startLocalBackend, type LocalBackend } from '../../local-backend/server'

let backend: LocalBackend
let base: string

beforeAll(async () => {
  backend = await startLocalBackend({ dbDir: 'memory' })
  base = `${backend.url}/store/${LOCAL_STORE_ID}`
})

afterAll(async () => {
  await backend?.close()
})

interface Price {
  amount: number
  sale_amount: number | null
  currency_code: string
  currency: { code: string; symbol: string; template: string }
}
interface Variant {
  id: string
  title: string
  manage_inventory: boolean
  prices: Price[]
}
interface Product {
  id: string
  title: string
  thumbnail: string | null
  images: Array<{ url: string; order: number; type: string }>
  variants: Variant[]
  type: { value: string }
  [key: string]: unknown
}

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`)
  return { status: res.status, body: (await res.json()) as T }
}

async function stockOf(productId: string): Promise<Map<string, number>> {
  const { body } = await getJson<{ variants: Array<{ id: string; inventory_quantity: number }> }>(
    `/variants?fields=inventory_quantity&product_ids[]=${productId}`,
  )
  return new Map(body.variants.map((v) => [v.id, v.inventory_quantity]))
}

/** "Pagar" on the hosted page with the buyer's e-mail filled in. */
function payWith(url: string, email: string) {
  return fetch(`${url}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    redirect: 'manual',
  })
}

async function startCheckout(items: Array<{ variant_id: string; quantity: number }>) {
  return fetch(`${base}/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items,
      successUrl: `${backend.url}/success`,
      cancelUrl: `${backend.url}/store`,
      locale: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
    }),
  })
}

test('the product list has the seeded merchandise in BRL with Hostinger fields', async () => {
  const { status, body } = await getJson<{
    count: number
    offset: number
    limit: number
    products: Product[]
  }>('/products')
  expect(status).toBe(200)
  expect(body.count).toBeGreaterThanOrEqual(6)
  expect(body.offset).toBe(0)
  expect(body.products).toHaveLength(body.count)
  const shirt = body.products.find((p) => p.id === 'prod_mov_camiseta')!
  expect(shirt.variants.map((v) => v.title)).toEqual(['P', 'M', 'G', 'GG'])
  expect(shirt.variants[0]!.prices[0]).toMatchObject({
    amount: 5990,
    sale_amount: null,
    currency_code: 'BRL',
    currency: { symbol: 'R$', template: 'R$ $1' },
  })
  expect(shirt.thumbnail).toBe(`${backend.url}/images/store/camiseta.svg`)
  for (const key of [
    'subtitle',
    'ribbon_text',
    'description',
    'options',
    'product_collections',
    'additional_info',
    'custom_fields',
    'related_products',
    'purchasable',
    'order',
    'site_product_selection',
    'updated_at',
  ]) {
    expect(shirt).toHaveProperty(key)
  }
  const notebook = body.products.find((p) => p.id === 'prod_mov_caderno')!
  expect(notebook.variants[0]!.prices[0]!.sale_amount).toBeLessThan(
    notebook.variants[0]!.prices[0]!.amount,
  )
  expect(body.products.some((p) => p.variants.some((v) => !v.manage_inventory))).toBe(true)
})

test('the product list pages, filters by id, sorts by price and refuses unknown parameters', async () => {
  const page = await getJson<{ count: number; limit: number; products: Product[] }>(
    '/products?offset=1&limit=2',
  )
  expect(page.body.products).toHaveLength(2)
  expect(page.body.limit).toBe(2)
  const byIds = await getJson<{ products: Product[] }>(
    '/products?ids[]=prod_mov_bone&ids[]=prod_mov_caneca',
  )
  expect(byIds.body.products.map((p) => p.id).sort()).toEqual(['prod_mov_bone', 'prod_mov_caneca'])
  const cheapestFirst = await getJson<{ products: Product[] }>('/products?sort_by=price&order=ASC')
  const prices = cheapestFirst.body.products.map((p) =>
    Math.min(...p.variants.map((v) => v.prices[0]!.sale_amount ?? v.prices[0]!.amount)),
  )
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  const unknown = await fetch(`${base}/products?colour=red`)
  expect(unknown.status).toBe(400)
})

test('one product carries status, dates, metadata and the gallery as images and media', async () => {
  const { status, body } = await getJson<{ product: Product }>('/products/prod_mov_camiseta')
  expect(status).toBe(200)
  expect(body.product).toMatchObject({
    id: 'prod_mov_camiseta',
    status: 'published',
    deleted_at: null,
  })
  expect(body.product.created_at).toBeTruthy()
  expect(body.product.metadata).toEqual({})
  expect(body.product.media).toEqual(body.product.images)
  expect(body.product.images.length).toBe(2)
  const missing = await fetch(`${base}/products/prod_nao_existe`)
  expect(missing.status).toBe(404)
})

test('checkout: start, follow the URL, pay, and the stock goes down; paying twice is refused', async () => {
  const before = await stockOf('prod_mov_camiseta')
  expect(before.get('variant_mov_camiseta_m')).toBe(2)
  const res = await startCheckout([
    { variant_id: 'variant_mov_camiseta_p', quantity: 2 },
    { variant_id: 'variant_mov_camiseta_m', quantity: 1 },
  ])
  expect(res.status).toBe(200)
  const { url } = (await res.json()) as { url: string }
  expect(url).toMatch(new RegExp(`^${backend.url}/__checkout/`))

  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('lang="pt-BR"')
  expect(html).toContain('Camiseta MOV Pelo Futuro (P)')
  expect(html).toContain('Pagar')
  expect(html).toContain('Cancelar')
  expect(html.replace(/\u00a0/g, ' ')).toContain('R$ 179,70')
  // The buyer's e-mail is asked for, as on the hosted page.
  expect(html).toMatch(/<label for="email">E-mail<\/label>/)
  expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="email" required/)

  // Without an e-mail, or with a malformed one, nothing is paid and the page says why.
  for (const [body, message] of [
    ['', 'Informe o seu e-mail para receber a confirmação do pedido.'],
    ['email=ana%40', 'Digite um e-mail válido, por exemplo nome@exemplo.com.br.'],
  ] as const) {
    const refused = await fetch(`${url}/pay`, { method: 'POST', body: new URLSearchParams(body) })
    expect(refused.status).toBe(422)
    const again = await refused.text()
    expect(again).toContain(`role="alert">${message}</p>`)
    expect(again).toContain('aria-invalid="true"')
    expect(await stockOf('prod_mov_camiseta')).toEqual(before)
  }

  const paid = await payWith(url, 'ana@exemplo.com.br')
  expect(paid.status).toBe(303)
  expect(paid.headers.get('location')).toBe(`${backend.url}/success`)
  const after = await stockOf('prod_mov_camiseta')
  expect(after.get('variant_mov_camiseta_p')).toBe(before.get('variant_mov_camiseta_p')! - 2)
  expect(after.get('variant_mov_camiseta_m')).toBe(1)

  const again = await payWith(url, 'ana@exemplo.com.br')
  expect(again.status).toBe(409)
  expect(await stockOf('prod_mov_camiseta')).toEqual(after)
})

test('cancelling a checkout redirects to cancelUrl and leaves the stock alone', async () => {
  const before = await stockOf('prod_mov_bone')
  const { url } = (await (
    await startCheckout([{ variant_id: 'variant_mov_bone', quantity: 1 }])
  ).json()) as { url: string }
  const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' })
  expect(cancelled.status).toBe(303)
  expect(cancelled.headers.get('location')).toBe(`${backend.url}/store`)
  expect(await stockOf('prod_mov_bone')).toEqual(before)
  const payAfterCancel = await payWith(url, 'ana@exemplo.com.br')
  expect(payAfterCancel.status).toBe(409)
  // Back on the hosted page, a cancelled order links to where the shopper came from, not to
  // the success address.
  const closed = await (await fetch(url)).text()
  expect(closed).toContain('Este pedido foi cancelado.')
  expect(closed).toContain(`href="${backend.url}/store"`)
  expect(closed).not.toContain('/success')
})

test('a quantity above the stock gives insufficient_inventory', async () => {
  const res = await startCheckout([{ variant_id: 'variant_mov_caneca', quantity: 1000 }])
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ code: 'insufficient_inventory' })
})

test('a variant that does not manage inventory can be bought in any quantity', async () => {
  const res = await startCheckout([{ variant_id: 'variant_mov_adesivos', quantity: 50 }])
  expect(res.status).toBe(200)
})

test('invalid checkout bodies are refused', async () => {
  expect((await startCheckout([])).status).toBe(400)
  expect((await startCheckout([{ variant_id: 'variant_mov_bone', quantity: 0 }])).status).toBe(400)
  expect((await startCheckout([{ variant_id: 'variant_nao_existe', quantity: 1 }])).status).toBe(
    400,
  )
  const badUrl = await fetch(`${base}/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: [{ variant_id: 'variant_mov_bone', quantity: 1 }],
      successUrl: 'javascript:alert(1)',
      cancelUrl: 'x',
    }),
  })
  expect(badUrl.status).toBe(400)
})

test('another store id is unknown', async () => {
  const res = await fetch(`${backend.url}/store/outra-loja/products`)
  expect(res.status).toBe(404)
})

async function checkoutWith(successUrl: string, cancelUrl: string) {
  return fetch(`${base}/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      items: [{ variant_id: 'variant_mov_bone', quantity: 1 }],
      successUrl,
      cancelUrl,
    }),
  })
}

test('a checkout accepts only success and cancel addresses on the site origin', async () => {
  const site = new URL(backend.url)
  const offSite = [
    'https://evil.example/success',
    `${site.protocol}//${site.host}@evil.example/success`,
    `${site.protocol}//evil.example/${site.host}/success`,
    `https://${site.host}/success`,
    `${site.protocol}//${site.hostname}:${Number(site.port) + 1}/success`,
    '//evil.example/success',
    '/\\evil.example/success',
    '/success',
  ]
  for (const bad of offSite) {
    for (const [successUrl, cancelUrl] of [
      [bad, `${backend.url}/store`],
      [`${backend.url}/success`, bad],
    ]) {
      const res = await checkoutWith(successUrl!, cancelUrl!)
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 })
      expect(await res.json()).toMatchObject({
        code: 'validation_error',
        message: expect.stringContaining('origin') as unknown,
      })
    }
  }
  const ok = await checkoutWith(`${backend.url}/success?ref=abc`, `${backend.url}/store?x=1`)
  expect(ok.status).toBe(200)
})

test('the checkout page sends the shopper only to its own origin', async () => {
  // A checkout made on one origin and paid through another (a stored address that is not the
  // page's origin, such as one stored before addresses were checked) goes to the site's home.
  const { url } = (await (
    await checkoutWith(`${backend.url}/success`, `${backend.url}/store`)
  ).json()) as { url: string }
  const other = url.replace('//127.0.0.1:', '//localhost:')
  expect(other).not.toBe(url)
  const otherOrigin = new URL(other).origin
  const page = await (await fetch(other)).text()
  expect(page).not.toContain(backend.url)
  const cancelled = await fetch(`${other}/cancel`, { method: 'POST', redirect: 'manual' })
  expect(cancelled.status).toBe(303)
  expect(cancelled.headers.get('location')).toBe(`${otherOrigin}/`)
})
