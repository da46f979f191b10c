// The one fetch client of the store API (Hostinger's e-commerce API, or the local backend's
// stand-in on the page's origin). Every operation lives in a feature's api/ folder and calls
// `storeRequest` with a parser that checks the answer at the boundary, except the variants' stock,
// read by two features (the product page and the cart), which lives here.
import { env } from '@/config/env'
import { fetchWithTimeout } from './request-timeout'

/** A non-success answer: message "HTTP {status}: {statusText}", plus the JSON body's `code`. */
export class StoreApiError extends Error {
  readonly status: number
  readonly code: string | undefined
  readonly body: unknown

  constructor(status: number, statusText: string, body: unknown) {
    super(`HTTP ${status}: ${statusText}`)
    this.name = 'StoreApiError'
    this.status = status
    this.body = body
    const code = isRecord(body) ? body.code : undefined
    this.code = typeof code === 'string' ? code : undefined
  }
}

/** An answer that is not shaped as the contract says. */
export class StoreResponseError extends Error {
  constructor(path: string, detail: string) {
    super(`Unexpected store API answer for ${path}: ${detail}`)
    this.name = 'StoreResponseError'
  }
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>

interface StoreRequestOptions<T> {
  method?: 'GET' | 'POST'
  /** Query parameters; arrays are sent repeated (`ids[]=a&ids[]=b`) under the key as given. */
  query?: Record<string, QueryValue>
  body?: unknown
  /** Checks and maps the JSON answer; throws on a malformed one. */
  parse: (data: unknown) => T
  signal?: AbortSignal
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value == null || value === '') continue
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item))
    } else {
      params.append(key, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** `${storeApiUrl}/store/${storeId}${path}` */
export function storeUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = env.storeApiUrl.replace(/\/+$/, '')
  return `${base}/store/${encodeURIComponent(env.storeId)}${path}${buildQuery(query)}`
}

export async function storeRequest<T>(path: string, options: StoreRequestOptions<T>): Promise<T> {
  const { method = 'GET', query, body, parse, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetchWithTimeout(storeUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
  if (!response.ok) {
    const errorBody: unknown = await response.json().catch(() => null)
    throw new StoreApiError(response.status, response.statusText, errorBody)
  }
  let data: unknown
  try {
    data = await response.json()
  } catch (error) {
    // A body that stalled past the timeout is a timeout, not a malformed answer.
    if (error instanceof Error && error.name === 'TimeoutError') throw error
    throw new StoreResponseError(path, 'the body is not JSON')
  }
  try {
    return parse(data)
  } catch (error) {
    if (error instanceof StoreResponseError) throw error
    throw new StoreResponseError(path, error instanceof Error ? error.message : String(error))
  }
}

/**
 * Stock of every variant of the given products (the store API's `/variants`): variant id ->
 * quantity, null when the variant's stock is not tracked. Entries without an id are skipped.
 * The one fetcher of the product page's and the cart's stock.
 */
export function getVariantStock(
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, number | null>> {
  return storeRequest('/variants', {
    query: { fields: 'inventory_quantity', 'product_ids[]': productIds },
    parse: (data) => {
      const variants = isRecord(data) ? data.variants : undefined
      if (!Array.isArray(variants)) throw new Error('variants: expected an array')
      const stock = new Map<string, number | null>()
      for (const v of variants) {
        if (!isRecord(v) || typeof v.id !== 'string') continue
        stock.set(v.id, typeof v.inventory_quantity === 'number' ? v.inventory_quantity : null)
      }
      return stock
    },
    signal,
  })
}
