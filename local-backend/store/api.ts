// `/store/:storeId/...`: the local stand-in for Hostinger's e-commerce API (see STORE-API.md), and
// `/__checkout/:id`: the hosted checkout page it sends shoppers to. Data lives in `local_store`,
// read and written as the database owner (no API role can reach that schema).
import { randomBytes } from 'node:crypto'
import type { Transaction } from '../db.ts'
import type { LocalDatabase } from '../db.ts'

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' }

const BRL = {
  code: 'BRL',
  symbol: 'R$',
  symbol_native: 'R$',
  name: 'Brazilian Real',
  name_plural: 'Brazilian reals',
  decimal_digits: 2,
  rounding: 0,
  template: 'R$ $1',
  min_amount: 50,
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS })
}

function fail(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json({ code, message, ...extra }, status)
}

interface ProductRow {
  id: string
  title: string
  subtitle: string | null
  ribbon_text: string | null
  description: string
  thumbnail: string | null
  images: Array<{ url: string; order: number; type: string }>
  options: unknown[]
  product_collections: unknown[]
  additional_info: unknown[]
  type: string
  custom_fields: unknown[]
  related_products: unknown[]
  purchasable: boolean
  position: number
  site_product_selection: string | null
  is_hidden: boolean
  status: string
  metadata: unknown
  created_at: string
  updated_at: string
  deleted_at: string | null
}

interface VariantRow {
  id: string
  product_id: string
  title: string
  image_url: string | null
  sku: string | null
  manage_inventory: boolean
  weight: string | null
  options: unknown[]
  amount: number
  sale_amount: number | null
  currency_code: string
  inventory_quantity: number
}

const PRODUCT_COLUMNS = `id, title, subtitle, ribbon_text, description, thumbnail, images, options, product_collections,
  additional_info, type, custom_fields, related_products, purchasable, position, site_product_selection, is_hidden,
  status, metadata, to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
  to_json(deleted_at) #>> '{}' as deleted_at`

const VARIANT_COLUMNS = `id, product_id, title, image_url, sku, manage_inventory, weight::text as weight, options, amount,
  sale_amount, currency_code, inventory_quantity`

function absolute(origin: string, url: string | null): string | null {
  if (url === null) return null
  return url.startsWith('/') ? `${origin}${url}` : url
}

function variantObject(v: VariantRow, origin: string) {
  return {
    id: v.id,
    title: v.title,
    image_url: absolute(origin, v.image_url),
    sku: v.sku,
    manage_inventory: v.manage_inventory,
    weight: v.weight === null ? null : Number(v.weight),
    options: v.options,
    prices: [
      {
        amount: v.amount,
        sale_amount: v.sale_amount,
        currency_code: v.currency_code,
        currency: BRL,
      },
    ],
    // Variants that do not manage inventory have no stock figure.
    inventory_quantity: v.manage_inventory ? v.inventory_quantity : null,
  }
}

function productObject(p: ProductRow, variants: VariantRow[], origin: string, full: boolean) {
  const images = p.images.map((i) => ({ ...i, url: absolute(origin, i.url) }))
  const product: Record<string, unknown> = {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    ribbon_text: p.ribbon_text,
    description: p.description,
    thumbnail: absolute(origin, p.thumbnail),
    images,
    options: p.options,
    variants: variants.map((v) => variantObject(v, origin)),
    product_collections: p.product_collections,
    additional_info: p.additional_info,
    type: { value: p.type },
    custom_fields: p.custom_fields,
    related_products: p.related_products,
    purchasable: p.purchasable,
    order: p.position,
    site_product_selection: p.site_product_selection,
    updated_at: p.updated_at,
  }
  if (full) {
    Object.assign(product, {
      status: p.status,
      created_at: p.created_at,
      deleted_at: p.deleted_at,
      metadata: p.metadata ?? {},
      media: images,
    })
  }
  return product
}

async function variantsOf(
  tx: Transaction,
  productIds: string[],
): Promise<Map<string, VariantRow[]>> {
  const r = await tx.query<VariantRow>(
    `select ${VARIANT_COLUMNS} from local_store.variants where product_id = any($1) order by product_id, position`,
    [productIds],
  )
  const map = new Map<string, VariantRow[]>()
  for (const v of r.rows) map.set(v.product_id, [...(map.get(v.product_id) ?? []), v])
  return map
}

const LIST_PARAMS = new Set([
  'ids[]',
  'offset',
  'limit',
  'order',
  'sort_by',
  'collection_ids[]',
  'is_hidden',
  'to_date',
])
const SORTS: Record<string, string> = {
  order: 'p.position',
  price: `(select min(coalesce(v.sale_amount, v.amount)) from local_store.variants v where v.product_id = p.id)`,
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  title: 'p.title',
}

function intParam(url: URL, name: string, fallback: number, max: number): number | Response {
  const raw = url.searchParams.get(name)
  if (raw === null) return fallback
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > max)
    return fail(
      400,
      'validation_error',
      `The ${name} parameter must be an integer from 0 to ${max}.`,
    )
  return Number(raw)
}

async function listProducts(url: URL, db: LocalDatabase, origin: string): Promise<Response> {
  for (const key of url.searchParams.keys()) {
    if (!LIST_PARAMS.has(key))
      return fail(400, 'validation_error', `Unknown query parameter: ${key}`)
  }
  const offset = intParam(url, 'offset', 0, 100_000)
  if (offset instanceof Response) return offset
  const limit = intParam(url, 'limit', 100, 100)
  if (limit instanceof Response) return limit
  const order = (url.searchParams.get('order') ?? 'ASC').toUpperCase()
  if (order !== 'ASC' && order !== 'DESC')
    return fail(400, 'validation_error', 'The order parameter must be ASC or DESC.')
  const sortBy = url.searchParams.get('sort_by') ?? 'order'
  const sortSql = SORTS[sortBy]
  if (!sortSql)
    return fail(
      400,
      'validation_error',
      `The sort_by parameter must be one of ${Object.keys(SORTS).join(', ')}.`,
    )
  const where: string[] = ['p.deleted_at is null']
  const params: unknown[] = []
  const ids = url.searchParams.getAll('ids[]')
  if (ids.length) {
    params.push(ids)
    where.push(`p.id = any($${params.length})`)
  }
  const collections = url.searchParams.getAll('collection_ids[]')
  if (collections.length) {
    params.push(collections)
    where.push(
      `exists (select 1 from jsonb_array_elements(p.product_collections) c where c->>'collection_id' = any($${params.length}))`,
    )
  }
  const hidden = url.searchParams.get('is_hidden')
  if (hidden !== null) {
    if (hidden !== 'true' && hidden !== 'false')
      return fail(400, 'validation_error', 'The is_hidden parameter must be true or false.')
    where.push(`p.is_hidden = ${hidden === 'true'}`)
  } else {
    where.push('not p.is_hidden')
  }
  const toDate = url.searchParams.get('to_date')
  if (toDate !== null) {
    if (Number.isNaN(Date.parse(toDate)))
      return fail(400, 'validation_error', 'The to_date parameter must be a date.')
    params.push(new Date(toDate).toISOString())
    where.push(`p.created_at <= $${params.length}::timestamptz`)
  }
  const whereSql = where.join(' and ')
  const result = await db.asOwner(async (tx) => {
    const count = await tx.query<{ n: number }>(
      `select count(*)::int as n from local_store.products p where ${whereSql}`,
      params,
    )
    const rows = await tx.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from local_store.products p where ${whereSql}
        order by ${sortSql} ${order}, p.position asc limit ${limit} offset ${offset}`,
      params,
    )
    const variants = await variantsOf(
      tx,
      rows.rows.map((p) => p.id),
    )
    return { count: count.rows[0]?.n ?? 0, rows: rows.rows, variants }
  })
  return json({
    count: result.count,
    offset,
    limit,
    products: result.rows.map((p) =>
      productObject(p, result.variants.get(p.id) ?? [], origin, false),
    ),
  })
}

async function getProduct(id: string, db: LocalDatabase, origin: string): Promise<Response> {
  const found = await db.asOwner(async (tx) => {
    const r = await tx.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from local_store.products where id = $1 and deleted_at is null`,
      [id],
    )
    const p = r.rows[0]
    if (!p) return null
    return { p, variants: (await variantsOf(tx, [p.id])).get(p.id) ?? [] }
  })
  if (!found) return fail(404, 'not_found', 'Product not found')
  return json({ product: productObject(found.p, found.variants, origin, true) })
}

async function listVariants(url: URL, db: LocalDatabase): Promise<Response> {
  for (const key of url.searchParams.keys()) {
    if (key !== 'fields' && key !== 'product_ids[]')
      return fail(400, 'validation_error', `Unknown query parameter: ${key}`)
  }
  const productIds = url.searchParams.getAll('product_ids[]')
  const rows = await db.asOwner((tx) =>
    tx.query<{ id: string; inventory_quantity: number | null }>(
      `select id, case when manage_inventory then inventory_quantity end as inventory_quantity from local_store.variants
        where (cardinality($1::text[]) = 0 or product_id = any($1::text[])) order by product_id, position`,
      [productIds],
    ),
  )
  return json({ variants: rows.rows })
}

interface CheckoutItem {
  variant_id: string
  quantity: number
}

/**
 * `value` as an absolute URL on `origin` (normalised, as the browser will read it), or null.
 * The store serves the checkout page on the site's own origin, so the shopper can only be sent
 * back to that origin: an off-site successUrl or cancelUrl would make the checkout an open
 * redirect. (`origin` comes from the request's Host, which Vite's allowedHosts checks in
 * `npm run dev` and `npm start`.)
 */
export function sameOriginUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null
  try {
    const u = new URL(value)
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin
      ? u.href
      : null
  } catch {
    return null
  }
}

/** Total requested quantity per variant. */
function totals(items: CheckoutItem[]): Map<string, number> {
  const map = new Map<string, number>()
  for (const i of items) map.set(i.variant_id, (map.get(i.variant_id) ?? 0) + i.quantity)
  return map
}

async function stockProblem(tx: Transaction, items: CheckoutItem[]): Promise<Response | null> {
  const wanted = totals(items)
  const r = await tx.query<{
    id: string
    manage_inventory: boolean
    inventory_quantity: number
    purchasable: boolean
    title: string
    product_title: string
  }>(
    `select v.id, v.manage_inventory, v.inventory_quantity, p.purchasable, v.title, p.title as product_title
       from local_store.variants v join local_store.products p on p.id = v.product_id
      where v.id = any($1) and p.deleted_at is null`,
    [[...wanted.keys()]],
  )
  const byId = new Map(r.rows.map((v) => [v.id, v]))
  for (const [id, quantity] of wanted) {
    const v = byId.get(id)
    if (!v)
      return fail(400, 'variant_not_found', `Variant ${id} was not found.`, { variant_id: id })
    if (!v.purchasable)
      return fail(400, 'product_not_purchasable', `${v.product_title} is not purchasable.`, {
        variant_id: id,
      })
    if (v.manage_inventory && quantity > v.inventory_quantity) {
      return fail(
        400,
        'insufficient_inventory',
        `Not enough stock for ${v.product_title} (${v.title}). Only ${v.inventory_quantity} left.`,
        {
          variant_id: id,
          available: v.inventory_quantity,
        },
      )
    }
  }
  return null
}

async function createCheckout(
  request: Request,
  db: LocalDatabase,
  origin: string,
): Promise<Response> {
  let body: Record<string, unknown>
  try {
    const parsed = JSON.parse(await request.text()) as unknown
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object')
    body = parsed as Record<string, unknown>
  } catch {
    return fail(400, 'validation_error', 'The body must be a JSON object.')
  }
  const rawItems = body.items
  if (!Array.isArray(rawItems) || rawItems.length === 0)
    return fail(400, 'validation_error', 'items must be a non-empty array.')
  const items: CheckoutItem[] = []
  for (const raw of rawItems as unknown[]) {
    const item = raw as Partial<CheckoutItem> | null
    if (
      !item ||
      typeof item.variant_id !== 'string' ||
      !Number.isInteger(item.quantity) ||
      (item.quantity ?? 0) < 1 ||
      (item.quantity ?? 0) > 1000
    ) {
      return fail(
        400,
        'validation_error',
        'Each item needs a variant_id and an integer quantity of at least 1.',
      )
    }
    items.push({ variant_id: item.variant_id, quantity: item.quantity! })
  }
  const successUrl = sameOriginUrl(body.successUrl, origin)
  const cancelUrl = sameOriginUrl(body.cancelUrl, origin)
  if (!successUrl || !cancelUrl)
    return fail(
      400,
      'validation_error',
      `successUrl and cancelUrl must be http(s) URLs on the site's origin (${origin}).`,
    )
  const locale = typeof body.locale === 'string' ? body.locale.slice(0, 35) : null
  const timeZone = typeof body.timeZone === 'string' ? body.timeZone.slice(0, 64) : null
  const id = `chk_${randomBytes(12).toString('hex')}`
  const problem = await db.asOwner(async (tx) => {
    const p = await stockProblem(tx, items)
    if (p) return p
    await tx.query(
      `insert into local_store.checkouts (id, items, success_url, cancel_url, locale, time_zone) values ($1, $2, $3, $4, $5, $6)`,
      [id, JSON.stringify(items), successUrl, cancelUrl, locale, timeZone],
    )
    return null
  })
  return problem ?? json({ url: `${origin}/__checkout/${id}` })
}

export async function handleStore(
  request: Request,
  path: string,
  db: LocalDatabase,
  storeId: string,
): Promise<Response> {
  const url = new URL(request.url)
  const method = request.method.toUpperCase()
  const m = /^\/([^/]+)(\/.*)?$/.exec(path)
  if (!m || decodeURIComponent(m[1]!) !== storeId)
    return fail(404, 'store_not_found', 'Store not found')
  const rest = m[2] ?? '/'
  try {
    if (method === 'GET' && rest === '/products') return await listProducts(url, db, url.origin)
    const product = /^\/products\/([^/]+)$/.exec(rest)
    if (method === 'GET' && product)
      return await getProduct(decodeURIComponent(product[1]!), db, url.origin)
    if (method === 'GET' && rest === '/variants') return await listVariants(url, db)
    if (method === 'POST' && rest === '/checkout')
      return await createCheckout(request, db, url.origin)
    return fail(404, 'not_found', 'Not found')
  } catch (error) {
    return fail(500, 'internal_error', error instanceof Error ? error.message : 'Internal error')
  }
}

// The hosted checkout page --------------------------------------------------------------------

interface CheckoutRow {
  id: string
  items: CheckoutItem[]
  success_url: string
  cancel_url: string
  status: 'open' | 'paid' | 'cancelled'
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Pagamento MOV (local)</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { max-width: 40rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d4d4d8; }
  td.num, th.num { text-align: right; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.5rem; border: 2px solid #4c1d95; cursor: pointer; }
  .pay { background: #4c1d95; color: #fff; }
  .cancel { background: #fff; color: #4c1d95; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #4c1d95; }
  .note { color: #3f3f46; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * The checkout `id`, its return addresses kept only when on `origin` (the checkout page's, that
 * is the site's): one stored before they were checked at creation goes to the site's home.
 */
async function loadCheckout(
  tx: Transaction,
  id: string,
  origin: string,
): Promise<CheckoutRow | null> {
  const r = await tx.query<CheckoutRow>(
    `select id, items, success_url, cancel_url, status from local_store.checkouts where id = $1 for update`,
    [id],
  )
  const c = r.rows[0]
  if (!c) return null
  return {
    ...c,
    success_url: sameOriginUrl(c.success_url, origin) ?? `${origin}/`,
    cancel_url: sameOriginUrl(c.cancel_url, origin) ?? `${origin}/`,
  }
}

function closedPage(c: CheckoutRow, status = 409): Response {
  const paid = c.status === 'paid'
  const text = paid ? 'Este pedido já foi pago.' : 'Este pedido foi cancelado.'
  // A cancelled order goes back where the shopper came from, never to the success address.
  const back = paid ? c.success_url : c.cancel_url
  return page(
    text,
    `<h1>${text}</h1><p><a href="${escapeHtml(back)}">Voltar à loja</a></p>`,
    status,
  )
}

async function showCheckout(id: string, db: LocalDatabase, origin: string): Promise<Response> {
  const data = await db.asOwner(async (tx) => {
    const c = await loadCheckout(tx, id, origin)
    if (!c) return null
    // The variant's title is shown only when its product has several (sizes, colours).
    const r = await tx.query<{ id: string; name: string; price: number }>(
      `select v.id, case when (select count(*) from local_store.variants w where w.product_id = v.product_id) > 1
                         then p.title || ' (' || v.title || ')' else p.title end as name,
              coalesce(v.sale_amount, v.amount) as price
         from local_store.variants v join local_store.products p on p.id = v.product_id where v.id = any($1)`,
      [c.items.map((i) => i.variant_id)],
    )
    return { c, variants: new Map(r.rows.map((v) => [v.id, v])) }
  })
  if (!data) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
  const { c, variants } = data
  if (c.status !== 'open') return closedPage(c, 200)
  let total = 0
  const rows = c.items
    .map((item) => {
      const v = variants.get(item.variant_id)
      const unit = v?.price ?? 0
      total += unit * item.quantity
      const name = v?.name ?? item.variant_id
      return `<tr><td>${escapeHtml(name)}</td><td class="num">${item.quantity}</td><td class="num">${money.format(unit / 100)}</td><td class="num">${money.format((unit * item.quantity) / 100)}</td></tr>`
    })
    .join('\n')
  const action = `/__checkout/${encodeURIComponent(c.id)}`
  return page(
    'Finalizar pagamento',
    `<h1>Finalizar pagamento</h1>
<p class="note">Ambiente local de demonstração: nenhum cartão é cobrado.</p>
<table>
<caption>Resumo do pedido</caption>
<thead><tr><th scope="col">Produto</th><th scope="col" class="num">Qtd.</th><th scope="col" class="num">Preço</th><th scope="col" class="num">Subtotal</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td class="num"><strong>${money.format(total / 100)}</strong></td></tr></tfoot>
</table>
<div class="actions">
<form method="post" action="${action}/pay"><button type="submit" class="pay">Pagar</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancelar</button></form>
</div>`,
  )
}

function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}

async function pay(id: string, db: LocalDatabase, origin: string): Promise<Response> {
  return db.asOwner(async (tx) => {
    const c = await loadCheckout(tx, id, origin)
    if (!c) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
    if (c.status !== 'open') return closedPage(c)
    const problem = await stockProblem(tx, c.items)
    if (problem) {
      const body = (await problem.json()) as { message?: string }
      return page(
        'Estoque insuficiente',
        `<h1>Estoque insuficiente</h1><p>${escapeHtml(body.message ?? '')}</p><p><a href="${escapeHtml(c.cancel_url)}">Voltar</a></p>`,
        409,
      )
    }
    for (const [variantId, quantity] of totals(c.items)) {
      await tx.query(
        `update local_store.variants set inventory_quantity = inventory_quantity - $2 where id = $1 and manage_inventory`,
        [variantId, quantity],
      )
    }
    await tx.query(
      `update local_store.checkouts set status = 'paid', completed_at = now() where id = $1`,
      [id],
    )
    return redirect(c.success_url)
  })
}

async function cancel(id: string, db: LocalDatabase, origin: string): Promise<Response> {
  return db.asOwner(async (tx) => {
    const c = await loadCheckout(tx, id, origin)
    if (!c) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
    if (c.status !== 'open') return closedPage(c)
    await tx.query(
      `update local_store.checkouts set status = 'cancelled', completed_at = now() where id = $1`,
      [id],
    )
    return redirect(c.cancel_url)
  })
}

export async function handleCheckoutPage(
  request: Request,
  path: string,
  db: LocalDatabase,
): Promise<Response> {
  const method = request.method.toUpperCase()
  const m = /^\/([A-Za-z0-9_]+)(\/pay|\/cancel)?$/.exec(path)
  if (!m) return page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>', 404)
  const [, id, action] = m
  const origin = new URL(request.url).origin
  if (!action && (method === 'GET' || method === 'HEAD')) return showCheckout(id!, db, origin)
  if (action === '/pay' && method === 'POST') return pay(id!, db, origin)
  if (action === '/cancel' && method === 'POST') return cancel(id!, db, origin)
  return page('Método não permitido', '<h1>Método não permitido</h1>', 405)
}
