// `/store/:storeId/...`: the local stand-in for Hostinger's e-commerce API (see
// docs/contracts/STORE-API.md): products, one product, variants and checkout, in its shapes. Data
// lives in `local_store`, read and written as the database owner (no API role can reach that
// schema). The checkout it creates is paid or cancelled on checkout-page.ts.
import { randomBytes } from 'node:crypto'
import type { LocalDatabase } from '../db.ts'
import { isRecord, json, NOT_JSON, readJsonBody } from '../http.ts'
import { sameOriginUrl, stockProblem, type CheckoutItem } from './checkouts.ts'
import { StoreError, validationError } from './errors.ts'
import { PRODUCT_COLUMNS, productObject, variantsOf, type ProductRow } from './products.ts'

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

function intParam(url: URL, name: string, fallback: number, max: number): number {
  const raw = url.searchParams.get(name)
  if (raw === null) return fallback
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > max)
    throw validationError(`The ${name} parameter must be an integer from 0 to ${max}.`)
  return Number(raw)
}

async function listProducts(url: URL, db: LocalDatabase, origin: string): Promise<Response> {
  for (const key of url.searchParams.keys()) {
    if (!LIST_PARAMS.has(key)) throw validationError(`Unknown query parameter: ${key}`)
  }
  const offset = intParam(url, 'offset', 0, 100_000)
  const limit = intParam(url, 'limit', 100, 100)
  const order = (url.searchParams.get('order') ?? 'ASC').toUpperCase()
  if (order !== 'ASC' && order !== 'DESC')
    throw validationError('The order parameter must be ASC or DESC.')
  const sortBy = url.searchParams.get('sort_by') ?? 'order'
  const sortSql = SORTS[sortBy]
  if (!sortSql)
    throw validationError(`The sort_by parameter must be one of ${Object.keys(SORTS).join(', ')}.`)
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
      throw validationError('The is_hidden parameter must be true or false.')
    where.push(`p.is_hidden = ${hidden === 'true'}`)
  } else {
    where.push('not p.is_hidden')
  }
  const toDate = url.searchParams.get('to_date')
  if (toDate !== null) {
    if (Number.isNaN(Date.parse(toDate)))
      throw validationError('The to_date parameter must be a date.')
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
  if (!found) throw new StoreError(404, 'not_found', 'Product not found')
  return json({ product: productObject(found.p, found.variants, origin, true) })
}

async function listVariants(url: URL, db: LocalDatabase): Promise<Response> {
  for (const key of url.searchParams.keys()) {
    if (key !== 'fields' && key !== 'product_ids[]')
      throw validationError(`Unknown query parameter: ${key}`)
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

async function createCheckout(
  request: Request,
  db: LocalDatabase,
  origin: string,
): Promise<Response> {
  const body = await readJsonBody(request).catch(() => NOT_JSON)
  if (!isRecord(body)) throw validationError('The body must be a JSON object.')
  const rawItems = body.items
  if (!Array.isArray(rawItems) || rawItems.length === 0)
    throw validationError('items must be a non-empty array.')
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
      throw validationError('Each item needs a variant_id and an integer quantity of at least 1.')
    }
    items.push({ variant_id: item.variant_id, quantity: item.quantity! })
  }
  const successUrl = sameOriginUrl(body.successUrl, origin)
  const cancelUrl = sameOriginUrl(body.cancelUrl, origin)
  if (!successUrl || !cancelUrl)
    throw validationError(
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
  if (problem) throw problem
  return json({ url: `${origin}/__checkout/${id}` })
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
    return new StoreError(404, 'store_not_found', 'Store not found').response()
  const rest = m[2] ?? '/'
  try {
    if (method === 'GET' && rest === '/products') return await listProducts(url, db, url.origin)
    const product = /^\/products\/([^/]+)$/.exec(rest)
    if (method === 'GET' && product)
      return await getProduct(decodeURIComponent(product[1]!), db, url.origin)
    if (method === 'GET' && rest === '/variants') return await listVariants(url, db)
    if (method === 'POST' && rest === '/checkout')
      return await createCheckout(request, db, url.origin)
    throw new StoreError(404, 'not_found', 'Not found')
  } catch (error) {
    if (error instanceof StoreError) return error.response()
    const message = error instanceof Error ? error.message : 'Internal error'
    return new StoreError(500, 'internal_error', message).response()
  }
}
